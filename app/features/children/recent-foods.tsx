/** The foods logged for a child, newest first, a page at a time, each removable. */
import { Badge, Box, Button, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  FOOD_RESPONSE_LABELS,
  REACTION_LABELS,
  type FoodLog,
  type FoodResponse,
  type Reaction,
} from '@shared/schemas/children';
import { paths } from '../../lib/paths';
import { notify, notifyError } from '../../lib/toaster';
import { removeFoodLog } from '../../offline/children';
import { formatDay } from './child-dates';

const PAGE = 20;

const RESPONSE_PALETTE: Record<FoodResponse, string> = { liked: 'green', unsure: 'yellow', refused: 'gray' };
const REACTION_PALETTE: Record<Exclude<Reaction, 'none'>, string> = { mild: 'orange', severe: 'red' };
/** Solid white on orange is too faint to read: a mild reaction is a subtle badge, a severe one solid. */
const REACTION_VARIANT: Record<Exclude<Reaction, 'none'>, 'subtle' | 'solid'> = {
  mild: 'subtle',
  severe: 'solid',
};

export function RecentFoods({ logs, childId }: { logs: FoodLog[]; childId: string }) {
  const [shown, setShown] = useState(PAGE);
  if (logs.length === 0) {
    return <Text color="fg.muted">Nothing logged yet. Foods you log appear here, newest first.</Text>;
  }
  const remove = async (log: FoodLog) => {
    try {
      await removeFoodLog(childId, log.id);
      notify(`${log.foodName} removed`, `The entry for ${formatDay(log.date)} is gone.`);
    } catch (err) {
      notifyError("Couldn't remove it", err instanceof Error ? err.message : undefined);
    }
  };
  return (
    <Stack gap="3">
      <Box as="ul" bg="bg.panel" borderWidth="1px" borderRadius="xl" data-testid="food-log-list">
        {logs.slice(0, shown).map((log) => (
          <Flex
            as="li"
            key={log.id}
            listStyleType="none"
            gap="3"
            px="4"
            py="3"
            align="flex-start"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
            data-testid="food-log"
          >
            <Box flex="1" minW="0">
              <Text fontWeight="600" overflowWrap="anywhere">
                {log.foodSlug ? (
                  <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                    <RouterLink to={paths.food(log.foodSlug)}>{log.foodName}</RouterLink>
                  </Link>
                ) : (
                  log.foodName
                )}
              </Text>
              <HStack gap="2" mt="1" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  {formatDay(log.date)}
                </Text>
                <Badge size="sm" variant="subtle" colorPalette={RESPONSE_PALETTE[log.response]}>
                  {FOOD_RESPONSE_LABELS[log.response]}
                </Badge>
                {log.reaction !== 'none' && (
                  <Badge
                    size="sm"
                    variant={REACTION_VARIANT[log.reaction]}
                    colorPalette={REACTION_PALETTE[log.reaction]}
                  >
                    {REACTION_LABELS[log.reaction]}
                  </Badge>
                )}
                {!log.foodSlug && (
                  <Badge size="sm" variant="outline" colorPalette="gray">
                    Not in the guide
                  </Badge>
                )}
              </HStack>
              {log.note && (
                <Text fontSize="sm" mt="1" whiteSpace="pre-line" overflowWrap="anywhere">
                  {log.note}
                </Text>
              )}
            </Box>
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={`Remove ${log.foodName} on ${formatDay(log.date)}`}
              onClick={() => void remove(log)}
            >
              <Trash2 />
            </IconButton>
          </Flex>
        ))}
      </Box>
      {logs.length > shown && (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, logs.length - shown)} more
        </Button>
      )}
    </Stack>
  );
}
