/**
 * A child's progress through the foods: the count towards 100 with a bar, then each food group
 * with the foods tried and the ones to try next that suit the child's age today, each linking to
 * the guide; foods typed as free text last.
 */
import { Box, Flex, Heading, HStack, Link, Progress, Stack, Tag, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Food } from '@shared/content/foods/types';
import type { FoodProgress, TriedFood } from '@shared/lib/child-foods';
import { TOGGLE_CSS, ToggleLabel } from '../../components/toggle-label';
import { paths } from '../../lib/paths';

/** "Try next" foods shown before "Show more". */
const NEXT_SHOWN = 6;

function TriedTags({ foods }: { foods: TriedFood[] }) {
  return (
    <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
      {foods.map((f) => (
        <li key={f.slug ?? `name:${f.name}`}>
          <Tag.Root colorPalette="brand" variant="subtle" size="lg">
            <Tag.Label>
              {f.slug ? (
                <Link asChild color="inherit">
                  <RouterLink to={paths.food(f.slug)}>{f.name}</RouterLink>
                </Link>
              ) : (
                f.name
              )}
              {f.times > 1 && ` ×${f.times}`}
            </Tag.Label>
          </Tag.Root>
        </li>
      ))}
    </HStack>
  );
}

function NextLinks({ foods }: { foods: readonly Food[] }) {
  return (
    <>
      {foods.map((f) => (
        <li key={f.slug}>
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to={paths.food(f.slug)}>{f.name}</RouterLink>
          </Link>
        </li>
      ))}
    </>
  );
}

function TryNext({ foods }: { foods: readonly Food[] }) {
  if (foods.length === 0) return null;
  const first = foods.slice(0, NEXT_SHOWN);
  const rest = foods.slice(NEXT_SHOWN);
  const listStyle = { gap: '1', columnGap: '4', wrap: 'wrap', listStyleType: 'none' } as const;
  return (
    <Box mt="2">
      <Text fontSize="sm" fontWeight="600" color="fg.muted">
        Try next
      </Text>
      <HStack as="ul" {...listStyle}>
        <NextLinks foods={first} />
      </HStack>
      {rest.length > 0 && (
        <Box as="details" css={TOGGLE_CSS} mt="1">
          <Box as="summary" color="brand.fg" fontSize="sm" fontWeight="600" cursor="pointer" w="fit-content">
            <ToggleLabel closed={`Show ${rest.length} more`} open="Show fewer" />
          </Box>
          <HStack as="ul" {...listStyle} mt="1">
            <NextLinks foods={rest} />
          </HStack>
        </Box>
      )}
    </Box>
  );
}

export function FoodsTriedSection({ progress, name }: { progress: FoodProgress; name: string }) {
  const value = Math.min(progress.triedCount, progress.goal);
  return (
    <Stack gap="5">
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }}>
        <Progress.Root value={value} max={progress.goal} colorPalette="brand" size="lg">
          <Flex justify="space-between" align="baseline" mb="2" gap="3">
            <Progress.Label fontSize="md">
              {name} has tried {progress.triedCount} of {progress.goal} foods
            </Progress.Label>
            <Progress.ValueText data-testid="tried-count">
              {progress.triedCount}/{progress.goal}
            </Progress.ValueText>
          </Flex>
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" mt="2">
          Offering lots of different foods and textures helps a child get used to new tastes (NHS); many
          families count towards 100 different foods by the first birthday.
        </Text>
      </Box>
      {progress.categories.map((c) => (
        <Box as="section" key={c.category} aria-labelledby={`category-${c.category}`}>
          <Flex justify="space-between" align="baseline" gap="2" mb="2">
            <Heading as="h3" size="md" id={`category-${c.category}`}>
              {c.label}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {c.tried.length} tried
            </Text>
          </Flex>
          {c.tried.length > 0 ? (
            <TriedTags foods={c.tried} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              None yet.
            </Text>
          )}
          <TryNext foods={c.toTry} />
        </Box>
      ))}
      {progress.other.length > 0 && (
        <Box as="section" aria-labelledby="category-other">
          <Heading as="h3" size="md" id="category-other" mb="2">
            Other foods
          </Heading>
          <TriedTags foods={progress.other} />
        </Box>
      )}
    </Stack>
  );
}
