import { Badge, Box, Button, Card, Flex, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Bot, CheckCircle2, MessageCircle, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { HomeSection } from './section';

interface SampleMessage {
  role: 'user' | 'assistant';
  text: string;
}

/** A made-up but realistic exchange: the kind of question parents actually bring. */
const SAMPLE_CONVERSATION: readonly SampleMessage[] = [
  {
    role: 'user',
    text: 'My 2-year-old refuses every vegetable I put on her plate. What can I do?',
  },
  {
    role: 'assistant',
    text:
      "That's very common at this age, and it usually passes. Keep offering a small piece of veg " +
      'next to foods she already likes, without pressure: many toddlers need 10 to 15 tries before ' +
      'they accept a new food. Eating the same veg yourself helps too.',
  },
  { role: 'user', text: 'She does love pasta and cheese.' },
  {
    role: 'assistant',
    text:
      'Then try blending roasted carrot and red pepper into a tomato pasta sauce, and put a few ' +
      'peas on the side for her to explore with her fingers. Would you like the recipe?',
  },
];

const POINTS = [
  'Answers for picky eating, allergies, portions and first foods',
  'Recipe ideas built around what your child already enjoys',
  'Grounded in the same expert guidance as our recipes',
] as const;

function ChatBubble({ message }: { message: SampleMessage }) {
  const fromUser = message.role === 'user';
  return (
    <Flex as="li" justify={fromUser ? 'flex-end' : 'flex-start'} gap="2" align="flex-end">
      {!fromUser && (
        <Flex
          flexShrink={0}
          boxSize="8"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          align="center"
          justify="center"
          aria-hidden="true"
        >
          <Bot size={18} />
        </Flex>
      )}
      <Box
        maxW="85%"
        px="4"
        py="3"
        borderRadius="2xl"
        borderBottomRightRadius={fromUser ? 'sm' : '2xl'}
        borderBottomLeftRadius={fromUser ? '2xl' : 'sm'}
        bg={fromUser ? 'brand.solid' : 'bg.muted'}
        color={fromUser ? 'brand.contrast' : 'fg'}
        fontSize={{ base: 'sm', md: 'md' }}
      >
        <Box as="span" srOnly>
          {fromUser ? 'Parent: ' : 'AI Assistant: '}
        </Box>
        {message.text}
      </Box>
      {fromUser && (
        <Flex
          flexShrink={0}
          boxSize="8"
          borderRadius="full"
          bg="peach.muted"
          color="peach.fg"
          align="center"
          justify="center"
          aria-hidden="true"
        >
          <UserRound size={18} />
        </Flex>
      )}
    </Flex>
  );
}

export function AiAssistantPromo() {
  return (
    <HomeSection id="ai-assistant" bg="peach">
      <Grid
        templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
        gap={{ base: '8', lg: '14' }}
        alignItems="center"
      >
        <Stack gap="5">
          <Badge colorPalette="peach" variant="subtle" alignSelf="flex-start" size="lg">
            <MessageCircle size={14} aria-hidden="true" /> AI Nutrition Assistant
          </Badge>
          <Heading
            as="h2"
            id="ai-assistant-heading"
            size={{ base: '2xl', md: '3xl' }}
            letterSpacing="-0.02em"
          >
            Help for Tricky Mealtimes, Day or Night
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            Ask anything about feeding your little one and get a calm, practical answer in seconds, with
            recipes to match.
          </Text>
          <List.Root gap="3" variant="plain">
            {POINTS.map((point) => (
              <List.Item key={point} alignItems="flex-start">
                <List.Indicator asChild color="brand.fg" mt="0.5">
                  <CheckCircle2 size={20} aria-hidden="true" />
                </List.Indicator>
                {point}
              </List.Item>
            ))}
          </List.Root>
          <Button asChild colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <RouterLink to={paths.chatbot}>
              <Bot aria-hidden="true" /> Chat with AI Assistant Now
            </RouterLink>
          </Button>
        </Stack>
        <Card.Root as="figure" variant="outline" bg="bg.panel" borderRadius="2xl" boxShadow="lg" m="0">
          <HStack
            as="figcaption"
            px="5"
            py="3"
            borderBottomWidth="1px"
            gap="2"
            fontWeight="600"
            fontSize="sm"
          >
            <Box boxSize="2.5" borderRadius="full" bg="brand.solid" aria-hidden="true" />
            Sample conversation
          </HStack>
          <Card.Body p={{ base: '4', md: '5' }}>
            <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
              {SAMPLE_CONVERSATION.map((message, i) => (
                <ChatBubble key={i} message={message} />
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    </HomeSection>
  );
}
