/**
 * 'Ask AI About Sugar': one question to the chat endpoint with the sugar system prompt first
 * (spec section 7). The answer is shown as plain text, never as HTML. It needs the network, and
 * says so when there is none instead of failing.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Grid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { MessageCircleQuestion, Send, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SUGAR_AI_QUESTIONS, SUGAR_AI_SYSTEM_PROMPT } from '@shared/content/sugar';
import { AI_PROVIDER_LABELS, AI_PROVIDER_NAMES, type AiProviderName } from '@shared/enums';
import { ErrorState } from '../../components/state-message';
import { apiRequest } from '../../lib/api';
import { useOnlineStatus } from '../../offline/online-status';
import { SugarSection } from './sugar-section';

export const SUGAR_AI_FAILURE =
  'Sorry, I could not process your question at the moment. Please try again later.';

/** The reply's `message` and who answered; anything else (no text, another shape) is a failure. */
async function askSugarQuestion(question: string): Promise<{ text: string; provider?: AiProviderName }> {
  // The AI takes its time: `long`, so its wait is not taken for a dead connection.
  const reply = await apiRequest<unknown>(
    'POST',
    '/api/chatbot/chat',
    {
      messages: [
        { role: 'system', content: SUGAR_AI_SYSTEM_PROMPT },
        { role: 'user', content: question },
      ],
    },
    {},
    { long: true },
  );
  if (
    reply &&
    typeof reply === 'object' &&
    'message' in reply &&
    typeof reply.message === 'string' &&
    reply.message.trim()
  ) {
    const provider =
      'provider' in reply && (AI_PROVIDER_NAMES as readonly unknown[]).includes(reply.provider)
        ? (reply.provider as AiProviderName)
        : undefined;
    return { text: reply.message.trim(), provider };
  }
  throw new Error('The chat answer had no message');
}

export function AskSugarAi() {
  const online = useOnlineStatus();
  const [question, setQuestion] = useState('');
  const ask = useMutation({ mutationFn: askSugarQuestion });
  const blank = question.trim() === '';

  const send = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || !online || ask.isPending) return;
    ask.mutate(trimmed);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send(question);
  };

  return (
    <SugarSection
      id="ask-ai"
      title="Ask AI About Sugar"
      intro="A quick question about sugar and your child? Ask in your own words, or pick one of the questions below."
    >
      <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl" colorPalette="brand">
        <Card.Body p={{ base: '5', md: '8' }} gap="6">
          {!online && (
            <Alert.Root status="info" borderRadius="lg" data-testid="sugar-ai-offline">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>You are offline.</Alert.Title>
                <Alert.Description>
                  Asking the AI needs an internet connection. Everything else on this page works offline.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '2fr 3fr' }} gap={{ base: '6', lg: '10' }}>
            <Stack gap="3">
              <Text fontWeight="600" id="sugar-ai-suggestions">
                Popular questions
              </Text>
              <Stack as="ul" gap="2" aria-labelledby="sugar-ai-suggestions" listStyleType="none">
                {SUGAR_AI_QUESTIONS.map((q) => (
                  <li key={q}>
                    <Button
                      variant="outline"
                      w="full"
                      h="auto"
                      minH="11"
                      py="2.5"
                      justifyContent="flex-start"
                      textAlign="start"
                      whiteSpace="normal"
                      fontWeight="500"
                      disabled={ask.isPending}
                      onClick={() => {
                        setQuestion(q);
                        send(q);
                      }}
                    >
                      <MessageCircleQuestion aria-hidden="true" />
                      {q}
                    </Button>
                  </li>
                ))}
              </Stack>
            </Stack>

            <Stack as="form" gap="4" onSubmit={onSubmit} aria-label="Ask AI about sugar">
              <Field.Root>
                <Field.Label>Your question</Field.Label>
                <Textarea
                  value={question}
                  onChange={(e) => setQuestion(e.target.value)}
                  placeholder="e.g. Are fruit pouches okay every day?"
                  rows={3}
                  maxLength={1000}
                  autoresize
                  size="lg"
                />
                <Field.HelperText>
                  General information, not medical advice. Do not include names or other personal details.
                </Field.HelperText>
              </Field.Root>
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                disabled={blank || !online}
                loading={ask.isPending}
                loadingText="Asking..."
              >
                <Send aria-hidden="true" /> Ask
              </Button>
            </Stack>
          </Grid>

          <Box aria-live="polite" aria-busy={ask.isPending}>
            {ask.isPending && (
              <Flex align="center" gap="3" color="fg.muted">
                <Spinner size="sm" />
                <Text>Thinking about your question...</Text>
              </Flex>
            )}
            {ask.isError && <ErrorState>{SUGAR_AI_FAILURE}</ErrorState>}
            {ask.isSuccess && (
              <Box
                data-testid="sugar-ai-answer"
                bg="brand.subtle"
                borderWidth="1px"
                borderColor="brand.emphasized"
                borderRadius="xl"
                p={{ base: '4', md: '5' }}
              >
                <Text fontSize="sm" color="fg.muted" mb="2">
                  You asked: {ask.variables}
                </Text>
                <Flex align="center" gap="2" fontWeight="700" color="brand.fg" mb="2" wrap="wrap">
                  <Sparkles size={16} aria-hidden="true" /> Answer
                  {ask.data.provider && (
                    <Text
                      as="span"
                      fontSize="xs"
                      fontWeight="500"
                      color="fg.muted"
                      data-testid="sugar-ai-provider"
                    >
                      {AI_PROVIDER_LABELS[ask.data.provider]}
                    </Text>
                  )}
                </Flex>
                {/* Plain text on purpose: the model's words are never rendered as HTML. */}
                <Text whiteSpace="pre-wrap" lineHeight="1.7">
                  {ask.data.text}
                </Text>
              </Box>
            )}
          </Box>
        </Card.Body>
      </Card.Root>
    </SugarSection>
  );
}
