/**
 * The frame every home section shares: a landmark labelled by its h2, the same
 * width and rhythm, and an optional 'View All'-style link beside the heading.
 */
import { Box, Container, Flex, Heading, Link, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function HomeSection({
  id,
  children,
  ...rest
}: { id: string; children: ReactNode } & Omit<BoxProps, 'id' | 'children'>) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      py={{ base: '10', md: '16' }}
      // Clears the sticky header when a section is scrolled to.
      scrollMarginTop="16"
      {...rest}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}

export function SectionHeading({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** `srLabel` finishes the visible text for screen readers, e.g. 'View All' + ' recipes'. */
  link?: { to: string; label: string; srLabel?: string };
}) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'flex-start', sm: 'flex-end' }}
      justify="space-between"
      gap="3"
      mb={{ base: '6', md: '8' }}
    >
      <Stack gap="2" maxW="2xl">
        <Heading as="h2" id={`${id}-heading`} size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {link && (
        <Link
          asChild
          color="brand.fg"
          fontWeight="600"
          flexShrink={0}
          py="2"
          _hover={{ textDecoration: 'underline' }}
        >
          <RouterLink to={link.to}>
            {link.label}
            {link.srLabel && (
              <Box as="span" srOnly>
                {' '}
                {link.srLabel}
              </Box>
            )}
            <ArrowRight size={16} aria-hidden="true" />
          </RouterLink>
        </Link>
      )}
    </Flex>
  );
}
