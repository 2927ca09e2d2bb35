import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Component, useEffect, type ReactNode } from 'react';

/**
 * Shown instead of a screen that failed to render (or whose code failed to load): never a blank page
 * or a developer message. The error goes to the console for whoever debugs it.
 */
export function RouteError({ error }: { error: unknown }) {
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

interface BoundaryProps {
  /** The address shown: a new one clears the error, so the next screen gets its chance. */
  address: string;
  children: ReactNode;
}

/** Catches what a screen throws while rendering and shows {@link RouteError} in its place. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; address: string }> {
  override state = { error: undefined as unknown, address: this.props.address };

  static getDerivedStateFromError(error: unknown) {
    // `null` thrown is still an error; the wrapper tells it from "no error".
    return { error: { thrown: error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; address: string }) {
    return props.address === state.address ? null : { error: undefined, address: props.address };
  }

  override render() {
    const caught = this.state.error as { thrown: unknown } | undefined;
    return caught ? <RouteError error={caught.thrown} /> : this.props.children;
  }
}
