/**
 * /sugar-board: daily limits by age, the food sugar table, why sugar matters, smart swaps and a
 * question to the AI. All of it is fixed content and works offline except the AI question.
 */
import { Box, Flex, Link } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import { AskSugarAi } from './ask-sugar-ai';
import { DailyLimits } from './daily-limits';
import { FoodSugarTable } from './food-sugar-table';
import { SugarSwaps } from './sugar-swaps';
import { WhyWorry } from './why-worry';

/** A long page on a phone: links to each part, in page order. */
const JUMP_LINKS = [
  { id: 'daily-limits', label: 'Daily limits' },
  { id: 'sugar-table', label: 'Sugar in foods' },
  { id: 'why-worry', label: 'Why it matters' },
  { id: 'sugar-swaps', label: 'Smart swaps' },
  { id: 'ask-ai', label: 'Ask AI' },
] as const;

export function SugarBoardPage() {
  return (
    <>
      <PageHeader
        title="Sugar Awareness Board"
        subtitle="How much sugar is in everyday foods, how much is too much for little ones, and easy swaps that cut it down."
      >
        <Box as="nav" aria-label="On this page" mt="6">
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
            {JUMP_LINKS.map((link) => (
              <li key={link.id}>
                <Link
                  href={`#${link.id}`}
                  display="inline-flex"
                  alignItems="center"
                  minH="10"
                  px="4"
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor="brand.emphasized"
                  bg="bg.panel"
                  color="brand.fg"
                  fontWeight="600"
                  fontSize="sm"
                  textDecoration="none"
                  _hover={{ bg: 'brand.muted', textDecoration: 'none' }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </Flex>
        </Box>
      </PageHeader>
      <DailyLimits />
      <FoodSugarTable />
      <WhyWorry />
      <SugarSwaps />
      <AskSugarAi />
    </>
  );
}
