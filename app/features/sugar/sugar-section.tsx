/**
 * The frame of each part of the sugar board: a landmark labelled by its h2, the same width and
 * rhythm, and a scroll margin so the in-page links do not hide the heading under the sticky header.
 */
import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SugarSection({
  id,
  title,
  intro,
  children,
  ...rest
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
} & Omit<BoxProps, 'id' | 'title' | 'children'>) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      py={{ base: '10', md: '14' }}
      scrollMarginTop="16"
      {...rest}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="2" mb={{ base: '6', md: '8' }} maxW="3xl">
          <Heading as="h2" id={`${id}-heading`} size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            {title}
          </Heading>
          {intro && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
