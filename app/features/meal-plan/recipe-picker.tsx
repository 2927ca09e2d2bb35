/**
 * Choosing a recipe for a slot: search and an age filter over the catalog
 * (the device's copy, so it works offline), in a 400 px list. Once the
 * planner's children view is in, each recipe shows its allergens too.
 */
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Image,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { PLANNER_PICKER_HEIGHT_PX } from '@shared/constants';
import { AGE_GROUPS } from '@shared/enums';
import type { Recipe } from '@shared/schemas/recipe';
import { Pagination } from '../../components/pagination';
import { useRecipes } from '../../lib/catalog-queries';
import { FALLBACK_RECIPE_IMAGE, MEAL_TYPE_LABELS } from '../../lib/labels';

export function RecipePicker({
  open,
  title,
  onClose,
  onPick,
  details,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onPick: (recipe: Recipe) => void;
  /** More about a recipe under its badges (its allergens for the children). */
  details?: (recipe: Recipe) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const [age, setAge] = useState('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useRecipes({ q: q.trim() || undefined, age: age || undefined, page });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            // The 'full' size (phones) sets a full-height box with no margin; 'lg' does not undo it.
            minH={{ base: '100dvh', md: 'auto' }}
            my={{ base: '0', md: 'auto' }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Input
                  type="search"
                  aria-label="Search recipes"
                  placeholder="Search recipes or ingredients"
                  value={q}
                  onChange={(e) => {
                    setQ(e.target.value);
                    setPage(1);
                  }}
                />
                <NativeSelect.Root>
                  <NativeSelect.Field
                    aria-label="Age group"
                    value={age}
                    onChange={(e) => {
                      setAge(e.target.value);
                      setPage(1);
                    }}
                  >
                    <option value="">All ages</option>
                    {AGE_GROUPS.map((a) => (
                      <option key={a} value={a}>
                        {a}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Box
                  h={`${PLANNER_PICKER_HEIGHT_PX}px`}
                  overflowY="auto"
                  borderWidth="1px"
                  borderRadius="lg"
                  data-testid="picker-list"
                >
                  {isLoading ? (
                    <Text p="4" color="fg.muted">
                      Loading recipes…
                    </Text>
                  ) : isError ? (
                    <Text p="4" color="fg.error">
                      Failed to load recipes. Please try again later.
                    </Text>
                  ) : !data || data.total === 0 ? (
                    <Text p="4" color="fg.muted">
                      No recipes found
                    </Text>
                  ) : (
                    <Stack gap="0" as="ul" listStyleType="none">
                      {data.recipes.map((r) => (
                        <Box as="li" key={r.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                          <Button
                            variant="ghost"
                            w="full"
                            h="auto"
                            py="2"
                            px="3"
                            justifyContent="flex-start"
                            textAlign="left"
                            borderRadius="0"
                            onClick={() => onPick(r)}
                          >
                            <HStack gap="3" w="full" minW="0">
                              <Image
                                src={r.imageUrl ?? FALLBACK_RECIPE_IMAGE}
                                alt=""
                                boxSize="12"
                                borderRadius="md"
                                objectFit="cover"
                                flexShrink="0"
                                bg="bg.muted"
                              />
                              <Stack gap="0.5" minW="0">
                                <Text fontWeight="600" truncate>
                                  {r.title}
                                </Text>
                                <HStack gap="1.5">
                                  <Badge size="sm" colorPalette="brand">
                                    {r.ageGroup}
                                  </Badge>
                                  <Badge size="sm" variant="outline">
                                    {MEAL_TYPE_LABELS[r.mealType]}
                                  </Badge>
                                </HStack>
                                {details?.(r)}
                              </Stack>
                            </HStack>
                          </Button>
                        </Box>
                      ))}
                    </Stack>
                  )}
                </Box>
                {data && (
                  <Pagination page={page} pages={data.pages} onChange={setPage} label="Recipe pages" />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
