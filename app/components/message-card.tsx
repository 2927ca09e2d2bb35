import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A centred card for whole-screen messages: 404, Access Denied, not found. */
export function MessageCard({
  icon,
  title,
  children,
  actionLabel,
  actionTo,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actionLabel: string;
  actionTo: string;
}) {
  return (
    <Box px="4" py={{ base: '12', md: '20' }}>
      <Box
        maxW="md"
        mx="auto"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        boxShadow="sm"
        p={{ base: '6', md: '8' }}
        textAlign="center"
      >
        <VStack gap="4">
          <Box color="peach.solid" aria-hidden="true">
            {icon}
          </Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{children}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={actionTo}>{actionLabel}</RouterLink>
          </Button>
        </VStack>
      </Box>
    </Box>
  );
}
