/**
 * 'Smart Sugar Swaps': a category switcher, the swaps as flip cards and the category's
 * 'Total Sugar Savings' (the sum of the grams each swap saves).
 */
import { Badge, Box, chakra, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PiggyBank, RotateCw } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  gramsToTeaspoons,
  SUGAR_SWAPS,
  SWAP_CATEGORIES,
  totalSugarSavings,
  type SugarSwap,
  type SwapCategory,
} from '@shared/content/sugar';
import { LinkTabs } from '../../components/link-tabs';
import { paths } from '../../lib/paths';
import { SugarSection } from './sugar-section';

/** Keyboard focus, not a click or a tap (which toggle the card themselves). */
function isKeyboardFocus(el: HTMLElement): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: treat every focus as keyboard focus.
    return true;
  }
}

const faceStyles = {
  gridArea: '1 / 1',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '5', md: '6' },
  borderRadius: '2xl',
  borderWidth: '1px',
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
} as const;

const flipped = { transform: 'rotateY(180deg)' };

/** A full stop only screen readers get, so the card's parts are read as sentences, not one run-on. */
function Pause() {
  return <chakra.span srOnly>.</chakra.span>;
}

/**
 * One swap. The button is the focusable element: hover, keyboard focus or a tap turns it over.
 * Both faces stay in the accessibility tree (a hidden back face is only hidden visually), so a
 * screen reader reads the whole swap whichever way up it is; aria-pressed says which face is up.
 */
function SwapFlipCard({ swap }: { swap: SugarSwap }) {
  const [isFlipped, setFlipped] = useState(false);
  return (
    <chakra.button
      type="button"
      data-testid="swap-card"
      aria-pressed={isFlipped}
      onClick={() => setFlipped((f) => !f)}
      onFocus={(e: FocusEvent<HTMLButtonElement>) => {
        if (isKeyboardFocus(e.currentTarget)) setFlipped(true);
      }}
      onBlur={() => setFlipped(false)}
      display="grid"
      w="full"
      h="full"
      // Room for the longest back face on wide grids; on a phone each card takes its own height.
      minH={{ base: 'auto', sm: '56' }}
      textAlign="start"
      borderRadius="2xl"
      cursor="pointer"
      css={{
        perspective: '1200px',
        '& > [data-flip-inner]': { transition: 'transform 0.5s cubic-bezier(0.4, 0.2, 0.2, 1)' },
        '&[aria-pressed=true] > [data-flip-inner]': flipped,
        // Only where a real pointer can hover: on touch screens a tap would leave a sticky hover.
        '@media (hover: hover)': { '&:hover > [data-flip-inner]': flipped },
        '@media (prefers-reduced-motion: reduce)': {
          '& > [data-flip-inner]': { transition: 'none' },
        },
      }}
    >
      <chakra.span data-flip-inner="" display="grid" h="full" css={{ transformStyle: 'preserve-3d' }}>
        <chakra.span {...faceStyles} bg="bg.panel" borderColor="peach.emphasized" boxShadow="xs">
          <chakra.span
            fontSize="xs"
            fontWeight="700"
            letterSpacing="0.08em"
            textTransform="uppercase"
            color="peach.fg"
          >
            Instead of
          </chakra.span>{' '}
          <chakra.span fontSize={{ base: 'lg', md: 'xl' }} fontWeight="700" lineHeight="1.35" color="fg">
            {swap.instead}
            <Pause />
          </chakra.span>
          <chakra.span
            mt="auto"
            display="inline-flex"
            alignItems="center"
            gap="1.5"
            fontSize="sm"
            color="fg.muted"
            aria-hidden="true"
          >
            <RotateCw size={14} /> Turn over for a better choice
          </chakra.span>
        </chakra.span>{' '}
        <chakra.span
          {...faceStyles}
          bg="brand.subtle"
          borderColor="brand.emphasized"
          transform="rotateY(180deg)"
        >
          <chakra.span
            fontSize="xs"
            fontWeight="700"
            letterSpacing="0.08em"
            textTransform="uppercase"
            color="brand.fg"
          >
            Choose
          </chakra.span>{' '}
          <chakra.span fontSize={{ base: 'lg', md: 'xl' }} fontWeight="700" lineHeight="1.35" color="fg">
            {swap.choose}
            <Pause />
          </chakra.span>{' '}
          <Badge colorPalette="brand" variant="solid" size="lg" alignSelf="flex-start">
            Saves {swap.saves}
            <Pause />
          </Badge>{' '}
          <chakra.span color="fg.muted" lineHeight="1.6">
            {swap.benefit}
          </chakra.span>
        </chakra.span>
      </chakra.span>
    </chakra.button>
  );
}

function TotalSavings({ category, count }: { category: SwapCategory; count: number }) {
  const total = totalSugarSavings(category);
  return (
    <Flex
      data-testid="total-sugar-savings"
      align="center"
      gap={{ base: '4', md: '5' }}
      p={{ base: '4', md: '5' }}
      borderRadius="2xl"
      bg="brand.muted"
      colorPalette="brand"
    >
      <Flex
        boxSize={{ base: '12', md: '14' }}
        borderRadius="full"
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        align="center"
        justify="center"
        flexShrink={0}
        aria-hidden="true"
      >
        <PiggyBank size={26} />
      </Flex>
      <Box>
        <Text fontSize="sm" fontWeight="700" color="colorPalette.fg">
          Total Sugar Savings
        </Text>
        <Text
          fontSize={{ base: '3xl', md: '4xl' }}
          fontWeight="800"
          lineHeight="1.1"
          letterSpacing="-0.02em"
          data-testid="total-sugar-savings-value"
        >
          {total}g
        </Text>
        <Text fontSize="sm" color="fg.muted">
          About {gramsToTeaspoons(total)} teaspoons of sugar saved by making all {count} swaps in {category}.
        </Text>
      </Box>
    </Flex>
  );
}

/** The board's address showing one category of swaps: the tabs' links before the app hydrates the page. */
const swapsHref = (category: SwapCategory) =>
  `${paths.sugarBoard}?${new URLSearchParams({ swaps: category }).toString()}#sugar-swaps`;

/**
 * The category tabs are links to the board showing that category (`?swaps=Snacks`), which the
 * server renders; once the app has hydrated the page, a tab is shown in place.
 */
export function SugarSwaps() {
  const [params] = useSearchParams();
  const [category, setCategory] = useState<SwapCategory>(
    () => SWAP_CATEGORIES.find((c) => c === params.get('swaps')) ?? SWAP_CATEGORIES[0],
  );
  const swaps = SUGAR_SWAPS.filter((s) => s.category === category);
  return (
    <SugarSection
      id="sugar-swaps"
      title="Smart Sugar Swaps"
      intro="Small changes add up. Hover over a card, tap it, or reach it with the Tab key to see a better choice."
      bg="bg.subtle"
    >
      <LinkTabs
        tabs={SWAP_CATEGORIES.map((c) => ({ value: c, label: c, href: swapsHref(c) }))}
        value={category}
        onChange={setCategory}
        label="Swap categories"
        variant="enclosed"
        listProps={{ flexWrap: 'wrap', bg: 'bg.muted', maxW: 'full' }}
        triggerProps={{ fontWeight: '600' }}
        contentProps={{ pt: '6' }}
      >
        <Stack gap="6">
          <TotalSavings category={category} count={swaps.length} />
          <SimpleGrid
            as="ul"
            columns={{ base: 1, sm: 2, lg: 3 }}
            gap={{ base: '4', md: '5' }}
            listStyleType="none"
          >
            {swaps.map((swap) => (
              <Box as="li" key={swap.instead} display="grid">
                <SwapFlipCard swap={swap} />
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      </LinkTabs>
    </SugarSection>
  );
}
