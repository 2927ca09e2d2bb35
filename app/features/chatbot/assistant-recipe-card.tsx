/**
 * A recipe card on the assistant screen (spec "Chatbot"): title, age group, meal type,
 * difficulty, dietary badges, description, prep and cook minutes, and 'Download as PDF', which
 * makes a real PDF on the device. The PDF code loads only when someone downloads.
 */
import { Badge, Button, Card, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Clock, Download, Flame } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { recipePdfFileName } from '@shared/lib/recipe-pdf-name';
import { downloadFile } from '../../lib/download';
import { DIFFICULTY_PALETTE } from '../../lib/labels';
import { notifyError } from '../../lib/toaster';
import { isOnline } from '../../offline/connection';
import type { PrintableRecipe } from './printable-recipe';

const palette = (difficulty: string) =>
  DIFFICULTY_PALETTE[difficulty.toLowerCase() as keyof typeof DIFFICULTY_PALETTE] ?? 'gray';

export function AssistantRecipeCard({ recipe, href }: { recipe: PrintableRecipe; href?: string }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { buildRecipePdf } = await import('./pdf-recipe');
      const bytes = await buildRecipePdf(recipe);
      // A copy in a plain ArrayBuffer: Blob wants that, not a view on a shared one.
      downloadFile(
        recipePdfFileName(recipe.title),
        new Blob([bytes.slice().buffer], { type: 'application/pdf' }),
      );
    } catch {
      notifyError(
        'Download failed',
        isOnline()
          ? 'The PDF could not be made. Please try again.'
          : 'Making a PDF needs a connection the first time. Please try again when you are online.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel" as="article" data-testid="assistant-recipe-card" h="full">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Heading as="h4" size="md" lineHeight="1.3">
          {href ? (
            <Link asChild color="fg" fontWeight="inherit">
              <RouterLink to={href}>{recipe.title}</RouterLink>
            </Link>
          ) : (
            recipe.title
          )}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="solid">
            {recipe.ageGroup}
          </Badge>
          <Badge variant="subtle">{recipe.mealType}</Badge>
          <Badge colorPalette={palette(recipe.difficulty)} variant="subtle">
            {recipe.difficulty}
          </Badge>
          {recipe.origin === 'generated' &&
            recipe.dietaryRestrictions.map((d) => (
              <Badge key={d} colorPalette="purple" variant="outline" data-testid="dietary-badge">
                {d}
              </Badge>
            ))}
        </HStack>
        {recipe.description && (
          <Text color="fg.muted" fontSize="sm">
            {recipe.description}
          </Text>
        )}
        <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
          <HStack gap="1.5">
            <Clock size={16} aria-hidden="true" />
            <Text>Prep {recipe.prepTime} min</Text>
          </HStack>
          <HStack gap="1.5">
            <Flame size={16} aria-hidden="true" />
            <Text>Cook {recipe.cookTime} min</Text>
          </HStack>
        </HStack>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          alignSelf="flex-start"
          mt="auto"
          onClick={() => void download()}
          loading={busy}
          loadingText="Making PDF..."
          title="Download as PDF"
        >
          <Download aria-hidden="true" /> Download as PDF
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
