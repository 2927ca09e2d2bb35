import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="xl" color="brand.solid" borderWidth="4px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
