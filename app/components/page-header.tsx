import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** A screen's title band; also sets the tab title. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box bg="brand.subtle" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="-0.02em">
          {title}
        </Heading>
        {subtitle && (
          <Text mt="3" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
