import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Bot, CalendarDays, Search } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function HomePage() {
  useDocumentTitle('Feeding little ones, made simple');
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
        <Stack gap="6" maxW="2xl">
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="-0.03em" lineHeight="1.05">
            Raise a Happy, Healthy Eater
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            Everything you need to start solids with confidence
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.recipes}>
                <Search /> Browse Recipes
              </RouterLink>
            </Button>
            <Button asChild variant="outline" size="lg">
              <RouterLink to={paths.mealPlan}>
                <CalendarDays /> Create Meal Plan
              </RouterLink>
            </Button>
            <Button asChild variant="subtle" colorPalette="peach" size="lg">
              <RouterLink to={paths.chatbot}>
                <Bot /> Ask AI Assistant
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
