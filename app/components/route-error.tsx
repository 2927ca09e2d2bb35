import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/**
 * Shown instead of a screen that failed to render: never a blank page or a
 * developer message. The error goes to the console for whoever debugs it.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('A screen failed to render', error), [error]);
  return (
    <Box px="4" py="20">
      <Stack maxW="md" mx="auto" textAlign="center" gap="4" align="center" role="alert">
        <Box color="peach.solid" aria-hidden="true">
          <TriangleAlert size={48} />
        </Box>
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          This screen could not be shown. Your plans and saved changes are safe on this device. Reloading
          usually fixes it.
        </Text>
        <Stack direction="row" gap="3">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button asChild variant="outline">
            <a href="/">Go to the home page</a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
