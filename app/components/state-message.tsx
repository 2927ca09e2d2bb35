import { Alert, Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A failure inside a section: the spec's text, in an alert. */
export function ErrorState({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** Nothing to show yet. */
export function EmptyState({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Box
      textAlign="center"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="xl"
      color="fg.muted"
    >
      {icon && (
        <Box display="inline-flex" mb="3" aria-hidden="true">
          {icon}
        </Box>
      )}
      <Text>{children}</Text>
    </Box>
  );
}
