import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../offline/online-status';
import { applyUpdate, onUpdateAvailable } from '../offline/update-available';

/** The outbox's size, watched only while it is shown (the device database loads on demand). */
function useOutboxCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../offline/outbox-count').then(({ watchOutboxCount }) => {
      if (!cancelled) stop = watchOutboxCount(setCount);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled]);
  return count;
}

/** A small strip while the device is offline, saying what still works and what waits. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const waiting = useOutboxCount(!online);
  if (online) return null;
  return (
    <Box bg="peach.muted" color="peach.fg" borderBottomWidth="1px" className="no-print" role="status">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="2">
        <HStack gap="2" fontSize="sm" fontWeight="600">
          <WifiOff size={16} aria-hidden="true" />
          <Text>
            You&apos;re offline. Recipes, guides and your plans still work
            {waiting > 0
              ? `; ${waiting} ${waiting === 1 ? 'change' : 'changes'} will be sent when you're back online.`
              : '.'}
          </Text>
        </HStack>
      </Container>
    </Box>
  );
}

/** Offered when a new version has been downloaded; the page reloads only when asked. */
export function UpdateBanner() {
  const [available, setAvailable] = useState(false);
  useEffect(() => onUpdateAvailable(setAvailable), []);
  if (!available) return null;
  return (
    <Box bg="brand.solid" color="brand.contrast" className="no-print" role="status">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="2">
        <HStack gap="3" justify="space-between" fontSize="sm" fontWeight="600">
          <Text>A new version is available</Text>
          <Button size="xs" variant="solid" bg="bg.panel" color="fg" onClick={applyUpdate}>
            <RefreshCw /> Reload
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
