/**
 * /chatbot (spec sections 2, 4, 5 and 8): 'AI Nutrition Assistant' with the Chat and
 * Recommendations tabs. On a desktop the wizard form is a left column beside the tabs; on a
 * phone the second tab is the Recipe Wizard, form and results together. It needs the network
 * and says so when there is none: nothing typed is lost, and nothing is sent.
 */
import { Alert, Box, Container, Grid, Tabs, useBreakpointValue } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { MessageCircle, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  CHAT_MAX_MESSAGE_LENGTH,
  type ChatMessage,
  type RecommendationResponse,
} from '@shared/schemas/chatbot';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../auth/auth-provider';
import { ApiError } from '../../lib/api';
import { notifyError } from '../../lib/toaster';
import { useOnlineStatus } from '../../offline/online-status';
import { ChatPanel, type ChatEntry } from './chat-panel';
import { getRecommendations } from './data/get-recommendations';
import { sendChat } from './data/send-chat';
import { RecommendationsPanel, RESULTS_HEADING_ID } from './recommendations-panel';
import { isChatEntries, isRecommendationResult, isWizardValues, useSessionState } from './use-session-state';
import { EMPTY_WIZARD, WizardForm, type WizardValues } from './wizard-form';

type Tab = 'chat' | 'recommendations';
const isTab = (v: unknown): v is Tab => v === 'chat' || v === 'recommendations';

const GREETING: ChatEntry = {
  id: 'greeting',
  role: 'assistant',
  content:
    "Hi! I'm SproutPlate's nutrition assistant. Ask me about feeding your child, nutrition or recipes, " +
    'for example "Can my 9 month old have honey?" or "My toddler refuses vegetables, what can I try?"',
};

/** The conversation the API sees: the newest 20 turns, each within the length limit. */
const HISTORY_TURNS = 20;

export function recommendationMessage(result: RecommendationResponse): string {
  const found = result.recommendations.existingRecipes.length;
  const created = result.recommendations.newRecipes.length;
  return `I found ${found} recipes from our database and created ${created} new recipe suggestions based on your preferences!`;
}

export function ChatbotPage() {
  const online = useOnlineStatus();
  const isDesktop = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const { user } = useAuth();
  const key = `sproutplate-assistant:${user?.id ?? 'none'}`;
  const [tab, setTab] = useSessionState<Tab>(`${key}:tab`, 'chat', isTab);
  const [entries, setEntries] = useSessionState<ChatEntry[]>(`${key}:chat`, [GREETING], isChatEntries);
  const [draft, setDraft] = useState('');
  const [wizard, setWizard] = useSessionState<WizardValues>(
    `${key}:wizard`,
    EMPTY_WIZARD,
    isWizardValues as (v: unknown) => v is WizardValues,
  );
  const [result, setResult] = useSessionState<RecommendationResponse | null>(
    `${key}:result`,
    null,
    isRecommendationResult as (v: unknown) => v is RecommendationResponse | null,
  );
  const nextId = useRef(0);
  // Unique across reloads too: entries restored from the tab's storage keep their ids.
  const newId = () => `m${Date.now().toString(36)}-${(nextId.current += 1)}`;

  const chat = useMutation({ mutationFn: sendChat });
  const recommend = useMutation({ mutationFn: getRecommendations });

  const send = (text: string) => {
    const mine: ChatEntry = { id: newId(), role: 'user', content: text };
    const history: ChatMessage[] = [...entries.filter((e) => e.id !== GREETING.id), mine]
      .slice(-HISTORY_TURNS)
      .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_MAX_MESSAGE_LENGTH) }));
    setEntries((list) => [...list, mine]);
    setDraft('');
    chat.mutate(history, {
      onSuccess: (reply) =>
        setEntries((list) => [
          ...list,
          { id: newId(), role: 'assistant', content: reply.message, provider: reply.provider },
        ]),
      onError: (err) => {
        // Nothing typed is lost: the question goes back into the box to send again.
        setEntries((list) => list.filter((e) => e.id !== mine.id));
        setDraft((current) => current || text);
        const limited = err instanceof ApiError && err.status === 429 ? err.serverMessage : undefined;
        notifyError('Chat Error', limited ?? 'Failed to get a response. Please try again.');
      },
    });
  };

  const findRecipes = () => {
    if (!wizard.childAge) return;
    recommend.mutate(
      {
        childAge: wizard.childAge,
        dietaryRestrictions: wizard.dietaryRestrictions,
        preferredFoods: wizard.preferredFoods,
        dislikedFoods: wizard.dislikedFoods,
      },
      {
        onSuccess: (res) => {
          setResult(res);
          setEntries((list) => [
            ...list,
            { id: newId(), role: 'assistant', content: recommendationMessage(res) },
          ]);
          setTab('recommendations');
          if (!isDesktop) {
            // On a phone the results are under the form: bring them into view.
            requestAnimationFrame(() =>
              document
                .getElementById(RESULTS_HEADING_ID)
                ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
            );
          }
        },
        onError: () =>
          notifyError('Recommendation Error', 'Failed to get recipe recommendations. Please try again.'),
      },
    );
  };

  const wizardForm = (
    <WizardForm
      values={wizard}
      onChange={setWizard}
      onSubmit={findRecipes}
      pending={recommend.isPending}
      online={online}
    />
  );
  const recommendations = (
    <RecommendationsPanel result={result} onGoToChat={() => setTab('chat')} showGoToChat />
  );

  const tabs = (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => setTab(e.value as Tab)}
      variant="enclosed"
      fitted
      colorPalette="brand"
    >
      <Tabs.List mb="4">
        <Tabs.Trigger value="chat">
          <MessageCircle size={16} aria-hidden="true" /> Chat
        </Tabs.Trigger>
        <Tabs.Trigger value="recommendations">
          <Sparkles size={16} aria-hidden="true" /> {isDesktop ? 'Recommendations' : 'Recipe Wizard'}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="chat">
        <ChatPanel
          entries={entries}
          draft={draft}
          onDraftChange={setDraft}
          onSend={send}
          pending={chat.isPending}
          online={online}
        />
      </Tabs.Content>
      <Tabs.Content value="recommendations">
        {isDesktop ? (
          recommendations
        ) : (
          <Box display="grid" gap="6">
            {wizardForm}
            {recommendations}
          </Box>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );

  return (
    <>
      <PageHeader
        title="AI Nutrition Assistant"
        subtitle="Ask about nutrition, feeding tips or recipes, or let the Recipe Wizard find and create recipes that suit your child."
      />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        {!online && (
          <Alert.Root status="info" borderRadius="lg" mb="6" data-testid="chatbot-offline">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>You are offline.</Alert.Title>
              <Alert.Description>
                The assistant needs an internet connection. Your conversation stays here; send your question
                when you are back online.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {isDesktop ? (
          <Grid templateColumns="minmax(300px, 360px) minmax(0, 1fr)" gap="8" alignItems="start">
            <Box as="aside" aria-label="Recipe Wizard" position="sticky" top="24">
              {wizardForm}
            </Box>
            {tabs}
          </Grid>
        ) : (
          tabs
        )}
      </Container>
    </>
  );
}
