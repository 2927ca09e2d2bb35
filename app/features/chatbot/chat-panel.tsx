/**
 * The chat (spec "Chatbot" and section 4): a window 60% of the viewport high with user and
 * assistant bubbles, the input, Send (disabled while loading or blank), and the note that it is
 * powered by AI. Replies are plain text, never HTML, and each says who answered.
 */
import { Box, Button, Flex, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Bot, Send, User } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AI_PROVIDER_LABELS, type AiProviderName } from '@shared/enums';
import { CHAT_MAX_MESSAGE_LENGTH } from '@shared/schemas/chatbot';

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  provider?: AiProviderName;
}

export const CHAT_PLACEHOLDER = 'Ask about nutrition, feeding tips, or recipes...';

/** An answer's text with its foods-guide addresses ("/foods/grapes") as links; the rest stays text. */
function withGuideLinks(text: string): ReactNode[] {
  return text.split(/(\/foods(?:\/[a-z0-9-]+)?\b)/).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} asChild color="brand.fg" fontWeight="600" textDecoration="underline">
        <RouterLink to={part}>
          {part === '/foods' ? part : part.slice('/foods/'.length).replace(/-/g, ' ')}
        </RouterLink>
      </Link>
    ) : (
      part
    ),
  );
}

function Bubble({ entry }: { entry: ChatEntry }) {
  const mine = entry.role === 'user';
  return (
    <Flex
      justify={mine ? 'flex-end' : 'flex-start'}
      gap="2"
      align="flex-end"
      data-testid={`chat-${entry.role}`}
    >
      {!mine && (
        <Flex
          aria-hidden="true"
          flexShrink="0"
          boxSize="8"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          align="center"
          justify="center"
        >
          <Bot size={18} />
        </Flex>
      )}
      <Box
        maxW={{ base: '85%', md: '75%' }}
        px="4"
        py="3"
        borderRadius="2xl"
        borderBottomRightRadius={mine ? 'sm' : '2xl'}
        borderBottomLeftRadius={mine ? '2xl' : 'sm'}
        bg={mine ? 'brand.solid' : 'bg.muted'}
        color={mine ? 'brand.contrast' : 'fg'}
      >
        <Text srOnly>{mine ? 'You said:' : 'Assistant:'}</Text>
        <Text whiteSpace="pre-wrap" lineHeight="1.6" overflowWrap="anywhere">
          {mine ? entry.content : withGuideLinks(entry.content)}
        </Text>
        {entry.provider && (
          <Text fontSize="xs" color="fg.muted" mt="2" data-testid="chat-provider">
            {AI_PROVIDER_LABELS[entry.provider]}
          </Text>
        )}
      </Box>
      {mine && (
        <Flex
          aria-hidden="true"
          flexShrink="0"
          boxSize="8"
          borderRadius="full"
          bg="bg.emphasized"
          align="center"
          justify="center"
        >
          <User size={18} />
        </Flex>
      )}
    </Flex>
  );
}

export function ChatPanel({
  entries,
  draft,
  onDraftChange,
  onSend,
  pending,
  online,
}: {
  entries: readonly ChatEntry[];
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (text: string) => void;
  pending: boolean;
  online: boolean;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const blank = draft.trim() === '';

  // A new question scrolls to the end; a new answer to its first line, which is the one that
  // matters most ("Call your local emergency number now", "No, not for a 9-month-old").
  const lastRole = entries.at(-1)?.role;
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const answers = log.querySelectorAll('[data-testid="chat-assistant"]');
    const answer = lastRole === 'assistant' && !pending ? answers[answers.length - 1] : undefined;
    if (answer) {
      log.scrollTop += answer.getBoundingClientRect().top - log.getBoundingClientRect().top - 12;
    } else {
      log.scrollTop = log.scrollHeight;
    }
  }, [entries.length, pending, lastRole]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank || pending || !online) return;
    onSend(draft.trim());
  };

  return (
    <Stack gap="2">
      <Flex
        direction="column"
        h="60vh"
        minH="320px"
        borderWidth="1px"
        borderRadius="2xl"
        bg="bg.panel"
        overflow="hidden"
        data-testid="chat-window"
      >
        <Stack
          ref={logRef}
          role="log"
          aria-label="Conversation"
          aria-live="polite"
          aria-busy={pending}
          flex="1"
          overflowY="auto"
          gap="4"
          p={{ base: '3', md: '5' }}
        >
          {entries.map((entry) => (
            <Bubble key={entry.id} entry={entry} />
          ))}
          {pending && (
            <HStack gap="2" color="fg.muted" data-testid="chat-thinking">
              <Spinner size="sm" />
              <Text>Thinking...</Text>
            </HStack>
          )}
        </Stack>
        <Flex as="form" onSubmit={submit} gap="2" p="3" borderTopWidth="1px" aria-label="Send a message">
          <Input
            aria-label="Your message"
            value={draft}
            onChange={(e) => onDraftChange(e.target.value)}
            placeholder={CHAT_PLACEHOLDER}
            maxLength={CHAT_MAX_MESSAGE_LENGTH}
            disabled={!online}
            autoComplete="off"
            size="lg"
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={blank || pending || !online}
            aria-label="Send"
          >
            <Send aria-hidden="true" />
            <Box as="span" hideBelow="sm">
              Send
            </Box>
          </Button>
        </Flex>
      </Flex>
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        Powered by AI, or by SproutPlate&apos;s own library when no AI model is set up. General information,
        not medical advice: in an emergency, call your local emergency number.
      </Text>
    </Stack>
  );
}
