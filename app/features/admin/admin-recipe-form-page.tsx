/**
 * /admin/recipes/new and /admin/recipes/{id}/edit: every field of a recipe,
 * the spec's messages at each field (the shared schema, checked here and again
 * by the server), dietary toggles, the collection, a picture (uploaded or an
 * address on this site) and a warning while the ingredients break the
 * child-safety rules for the chosen age group.
 */
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  HStack,
  Image,
  List,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { ImageUp, X } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MEDIA_LIMITS } from '@shared/constants';
import {
  AGE_GROUPS,
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  MEAL_TYPES,
  type DietaryRestriction,
} from '@shared/enums';
import { checkRecipeSafety } from '@shared/lib/safety';
import type { Category } from '@shared/schemas/catalog';
import { recipeInputSchema, type Recipe } from '@shared/schemas/recipe';
import { PageSpinner } from '../../components/page-spinner';
import { SelectField } from '../../components/select-field';
import { ErrorState } from '../../components/state-message';
import { errorMessage } from '../../lib/api';
import { fieldErrors } from '../../lib/form';
import { DIETARY_LABELS, DIFFICULTY_LABELS, MEAL_TYPE_LABELS } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { notifyError } from '../../lib/toaster';
import { adminRequest, serverFieldError, useAdminMutation, useAdminQuery } from './admin-api';
import { AdminFrame, TextField } from './admin-ui';

interface FormValues {
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  imageUrl: string;
  ageGroup: string;
  mealType: string;
  difficulty: string;
  categoryId: string;
  featured: boolean;
  dietaryRestrictions: DietaryRestriction[];
}

const EMPTY: FormValues = {
  title: '',
  description: '',
  ingredients: '',
  instructions: '',
  prepTime: '',
  cookTime: '0',
  servings: '4',
  imageUrl: '',
  ageGroup: '',
  mealType: '',
  difficulty: 'easy',
  categoryId: '',
  featured: false,
  dietaryRestrictions: [],
};

const fromRecipe = (r: Recipe): FormValues => ({
  title: r.title,
  description: r.description,
  ingredients: r.ingredients,
  instructions: r.instructions,
  prepTime: String(r.prepTime),
  cookTime: String(r.cookTime),
  servings: String(r.servings),
  imageUrl: r.imageUrl ?? '',
  ageGroup: r.ageGroup,
  mealType: r.mealType,
  difficulty: r.difficulty,
  categoryId: r.categoryId === null ? '' : String(r.categoryId),
  featured: r.featured,
  dietaryRestrictions: r.dietaryRestrictions,
});

/** The request body: numbers as typed (the schema reads them), no collection as null. */
const toRequest = (v: FormValues) => ({
  ...v,
  categoryId: v.categoryId ? Number(v.categoryId) : null,
  imageUrl: v.imageUrl.trim() || null,
});

export function AdminRecipeFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const recipe = useAdminQuery<Recipe>(`/recipes/${id}`, { enabled: editing });
  const categories = useAdminQuery<Category[]>('/categories');
  const title = editing ? 'Edit Recipe' : 'New Recipe';

  if (editing && recipe.isLoading) return <PageSpinner label="Loading the recipe…" />;
  return (
    <AdminFrame title={title} subtitle={editing ? recipe.data?.title : 'Add a recipe to the catalog.'}>
      {editing && recipe.isError ? (
        <ErrorState>
          {errorMessage(recipe.error, 'Failed to load recipe details. Please try again later.')}
        </ErrorState>
      ) : (
        <RecipeForm
          key={recipe.data?.id ?? 'new'}
          recipeId={editing ? Number(id) : null}
          initial={recipe.data ? fromRecipe(recipe.data) : EMPTY}
          categories={categories.data ?? []}
        />
      )}
    </AdminFrame>
  );
}

function RecipeForm({
  recipeId,
  initial,
  categories,
}: {
  recipeId: number | null;
  initial: FormValues;
  categories: Category[];
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
    };

  const save = useAdminMutation(
    (body: ReturnType<typeof toRequest>) =>
      recipeId === null
        ? adminRequest<Recipe>('POST', '/recipes', body)
        : adminRequest<Recipe>('PUT', `/recipes/${recipeId}`, body),
    {
      catalog: true,
      errorTitle: recipeId === null ? 'Could not create the recipe' : 'Could not save the recipe',
      success: (r) => (recipeId === null ? `“${r.title}” was created` : `“${r.title}” was saved`),
      onSuccess: () => navigate(paths.adminRecipes),
      onError: (err) => {
        const field = serverFieldError(err);
        if (field) setErrors((e) => ({ ...e, [field.field]: field.message }));
      },
    },
  );

  const warnings = useMemo(() => {
    if (!values.ageGroup || !values.ingredients.trim()) return [];
    return checkRecipeSafety({
      ageGroup: values.ageGroup,
      ingredients: values.ingredients,
      instructions: values.instructions,
      title: values.title,
      dietaryRestrictions: values.dietaryRestrictions,
    });
  }, [values.ageGroup, values.ingredients, values.instructions, values.title, values.dietaryRestrictions]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = toRequest(values);
    const parsed = recipeInputSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // Focus the first field with a message, so a keyboard or screen-reader user lands on it.
      const first = Object.keys(found)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      notifyError('Upload failed', 'Choose a JPEG, PNG, WebP or GIF image.');
      return;
    }
    if (file.size > MEDIA_LIMITS.imageBytes) {
      notifyError('Upload failed', `Images can be at most ${MEDIA_LIMITS.imageBytes / 1024 / 1024} MB`);
      return;
    }
    setUploading(true);
    try {
      const dataUrl = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
        reader.readAsDataURL(file);
      });
      const { url } = await adminRequest<{ url: string }>('POST', '/media', { dataUrl });
      set('imageUrl')(url);
    } catch (err) {
      notifyError('Upload failed', errorMessage(err, 'Could not upload the image. Please try again.'));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const pending = save.isPending;
  const toggleDiet = (d: DietaryRestriction, on: boolean) =>
    set('dietaryRestrictions')(
      on ? [...values.dietaryRestrictions, d] : values.dietaryRestrictions.filter((x) => x !== d),
    );

  return (
    <Box asChild>
      <form onSubmit={submit} noValidate aria-label={recipeId === null ? 'New recipe' : 'Edit recipe'}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8">
          <Stack gap="5">
            <TextField
              label="Title"
              name="title"
              value={values.title}
              onChange={set('title')}
              error={errors.title}
              disabled={pending}
              required
            />
            <TextField
              label="Description"
              name="description"
              value={values.description}
              onChange={set('description')}
              error={errors.description}
              disabled={pending}
              multiline
              rows={3}
              required
            />
            <TextField
              label="Ingredients"
              name="ingredients"
              value={values.ingredients}
              onChange={set('ingredients')}
              error={errors.ingredients}
              disabled={pending}
              multiline
              rows={6}
              helper="One ingredient per line, e.g. “1 ripe banana, mashed”."
              required
            />
            {warnings.length > 0 && (
              <Alert.Root status="warning" borderRadius="lg" data-testid="safety-warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Check this recipe for {values.ageGroup}</Alert.Title>
                  <Alert.Description>
                    <List.Root ps="4" mt="1">
                      {warnings.map((w, i) => (
                        <List.Item key={`${w.rule}-${i}`}>
                          <strong>{w.ingredient}</strong>: {w.message}
                        </List.Item>
                      ))}
                    </List.Root>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <TextField
              label="Instructions"
              name="instructions"
              value={values.instructions}
              onChange={set('instructions')}
              error={errors.instructions}
              disabled={pending}
              multiline
              rows={6}
              helper="One step per line; they are numbered for parents."
              required
            />
          </Stack>

          <Stack gap="5">
            <Grid templateColumns="repeat(3, 1fr)" gap="3">
              <TextField
                label="Prep (min)"
                name="prepTime"
                type="number"
                inputMode="numeric"
                value={values.prepTime}
                onChange={set('prepTime')}
                error={errors.prepTime}
                disabled={pending}
                required
              />
              <TextField
                label="Cook (min)"
                name="cookTime"
                type="number"
                inputMode="numeric"
                value={values.cookTime}
                onChange={set('cookTime')}
                error={errors.cookTime}
                disabled={pending}
              />
              <TextField
                label="Servings"
                name="servings"
                type="number"
                inputMode="numeric"
                value={values.servings}
                onChange={set('servings')}
                error={errors.servings}
                disabled={pending}
              />
            </Grid>
            <FieldError error={errors.ageGroup}>
              <SelectField
                label="Age group"
                name="ageGroup"
                size="md"
                value={values.ageGroup}
                onChange={set('ageGroup')}
                options={[
                  { value: '', label: 'Choose an age group' },
                  ...AGE_GROUPS.map((a) => ({ value: a, label: a })),
                ]}
              />
            </FieldError>
            <FieldError error={errors.mealType}>
              <SelectField
                label="Meal type"
                name="mealType"
                size="md"
                value={values.mealType}
                onChange={set('mealType')}
                options={[
                  { value: '', label: 'Choose a meal type' },
                  ...MEAL_TYPES.map((m) => ({ value: m, label: MEAL_TYPE_LABELS[m] })),
                ]}
              />
            </FieldError>
            <FieldError error={errors.difficulty}>
              <SelectField
                label="Difficulty"
                name="difficulty"
                size="md"
                value={values.difficulty}
                onChange={set('difficulty')}
                options={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
              />
            </FieldError>
            <FieldError error={errors.categoryId}>
              <SelectField
                label="Collection"
                name="categoryId"
                size="md"
                value={values.categoryId}
                onChange={set('categoryId')}
                options={[
                  { value: '', label: 'No collection' },
                  ...categories.map((c) => ({ value: String(c.id), label: c.name })),
                ]}
              />
            </FieldError>

            <Fieldset.Root>
              <Fieldset.Legend fontWeight="600">Dietary</Fieldset.Legend>
              <Grid templateColumns="1fr 1fr" gap="2" mt="2">
                {DIETARY_RESTRICTIONS.map((d) => (
                  <Checkbox.Root
                    key={d}
                    colorPalette="brand"
                    checked={values.dietaryRestrictions.includes(d)}
                    onCheckedChange={(e) => toggleDiet(d, e.checked === true)}
                    disabled={pending}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{DIETARY_LABELS[d]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Grid>
            </Fieldset.Root>

            <Switch.Root
              colorPalette="brand"
              checked={values.featured}
              onCheckedChange={(e) => set('featured')(e.checked)}
              disabled={pending}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Featured on the home page</Switch.Label>
            </Switch.Root>

            <Stack gap="2">
              <TextField
                label="Picture"
                name="imageUrl"
                value={values.imageUrl}
                onChange={set('imageUrl')}
                error={errors.imageUrl}
                disabled={pending || uploading}
                helper="Upload a picture, or give an address on this site such as /images/recipes/banana.webp."
              />
              <HStack>
                <input
                  ref={fileRef}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  hidden
                  aria-label="Upload a picture"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) void upload(file);
                  }}
                />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => fileRef.current?.click()}
                  loading={uploading}
                  loadingText="Uploading..."
                  disabled={pending}
                >
                  <ImageUp /> Upload a picture
                </Button>
                {values.imageUrl && (
                  <Button variant="ghost" size="sm" onClick={() => set('imageUrl')('')} disabled={pending}>
                    <X /> Remove
                  </Button>
                )}
              </HStack>
              {values.imageUrl.startsWith('/') && (
                <Image
                  src={values.imageUrl}
                  alt="Picture preview"
                  borderRadius="md"
                  maxH="48"
                  objectFit="cover"
                  borderWidth="1px"
                />
              )}
            </Stack>
          </Stack>
        </Grid>

        {Object.keys(errors).length > 0 && (
          <Text color="fg.error" mt="6" role="alert">
            Please correct the fields marked above.
          </Text>
        )}
        <HStack mt="6" gap="3">
          <Button
            type="submit"
            colorPalette="brand"
            loading={pending}
            loadingText="Saving..."
            disabled={uploading}
          >
            {recipeId === null ? 'Create recipe' : 'Save changes'}
          </Button>
          <Button variant="outline" onClick={() => navigate(paths.adminRecipes)} disabled={pending}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Box>
  );
}

/** A select's message under it (SelectField has no error slot of its own). */
function FieldError({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <Box>
      {children}
      {error && (
        <Text color="fg.error" fontSize="sm" mt="1.5" data-field-error>
          {error}
        </Text>
      )}
    </Box>
  );
}
