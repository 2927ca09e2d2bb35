/**
 * The recipe page's "Serving it to your children", as light as it can be: it asks the device
 * whether it holds any child (app/offline/children.ts reads IndexedDB without the children's
 * store), invites to add one when there is none, and only for a device with children loads the
 * section's code, which carries the foods guide (children-servings.tsx). The page loads this after
 * hydration and the first screen (recipe-detail-page.tsx); the server never renders it.
 */
import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Recipe } from '@shared/schemas/recipe';
import { paths } from '../../lib/paths';
import { useChildren } from '../../offline/children';

export type ServingRecipe = Pick<Recipe, 'id' | 'title' | 'ageGroup' | 'ingredients' | 'instructions'>;

export interface ChildrenServingsProps {
  recipe: ServingRecipe;
}

/** The section around the advice: its heading, an action beside it, then the content. */
export function ServingsFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="children-servings"
      mt="12"
      className="no-print"
      data-testid="children-servings"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Heading as="h2" size="xl" id="children-servings">
          Serving it to your children
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}

type Section = ComponentType<ChildrenServingsProps>;
let loadedSection: Section | null = null;
const loadSection = (): Promise<Section> =>
  import('./children-servings').then((m) => (loadedSection = m.ChildrenServings));

export function ChildrenServingsGate({ recipe }: ChildrenServingsProps) {
  const kids = useChildren();
  const [Advice, setAdvice] = useState<Section | null>(() => loadedSection);
  const [failed, setFailed] = useState(false);
  const hasChildren = (kids?.length ?? 0) > 0;

  useEffect(() => {
    if (!hasChildren || Advice) return undefined;
    let live = true;
    loadSection().then(
      (section) => live && setAdvice(() => section),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hasChildren, Advice]);

  if (kids === undefined) return null;
  if (kids.length === 0) {
    return (
      <ServingsFrame>
        <Text color="fg.muted">
          <Link asChild color="brand.fg" fontWeight="600">
            <RouterLink to={paths.children}>Add your child to see how to serve this at their age</RouterLink>
          </Link>
          : what to mash, cut or shape, and when to take their portion out before salt, sugar or honey goes
          in.
        </Text>
      </ServingsFrame>
    );
  }
  if (Advice) return <Advice recipe={recipe} />;
  return (
    <ServingsFrame>
      <Text color="fg.muted" aria-live="polite">
        {failed
          ? 'The advice for your children could not be loaded. Check your connection and reload the page.'
          : 'Loading the advice for your children…'}
      </Text>
    </ServingsFrame>
  );
}
