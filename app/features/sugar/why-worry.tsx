/** 'Why Worry About Sugar?': the four reasons, each with the icon the content file names. */
import { Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Brain, Heart, Info, Smile, Utensils, type LucideIcon } from 'lucide-react';
import { WHY_WORRY_CARDS } from '@shared/content/sugar';
import { SugarSection } from './sugar-section';

/**
 * The content names icons by their lucide names; a small table rather than importing all of
 * lucide, which would put every icon in the bundle.
 */
const ICONS: Record<string, LucideIcon> = { Smile, Brain, Utensils, Heart };

export function WhyWorry() {
  return (
    <SugarSection
      id="why-worry"
      title="Why Worry About Sugar?"
      intro="Sweet tastes are not bad in themselves. Too much added sugar, too early and too often, is."
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '4', md: '6' }}>
        {WHY_WORRY_CARDS.map((card) => {
          const Icon = ICONS[card.icon] ?? Info;
          return (
            <Card.Root
              key={card.title}
              as="article"
              variant="outline"
              bg="bg.panel"
              borderRadius="xl"
              colorPalette="peach"
            >
              <Card.Body gap="3" p="6">
                <Flex
                  boxSize="12"
                  borderRadius="xl"
                  bg="colorPalette.subtle"
                  color="colorPalette.fg"
                  align="center"
                  justify="center"
                  aria-hidden="true"
                >
                  <Icon size={24} />
                </Flex>
                <Heading as="h3" size="md">
                  {card.title}
                </Heading>
                <Text color="fg.muted" lineHeight="1.7">
                  {card.text}
                </Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </SugarSection>
  );
}
