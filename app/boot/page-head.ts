/**
 * What a page rendered on the server says about itself before its code runs: the HTTP status, the
 * `<title>` (the very text useDocumentTitle sets once the page is hydrated, so nothing changes
 * then), the description, the canonical address and, for a recipe, schema.org Recipe JSON-LD.
 * Worked out from the route the address matched and the API's answers to the screen's queries
 * (app/entry-server.tsx), with no React: plain data in, plain data and markup out.
 *
 * The fixed screens' titles repeat their PageHeader's: e2e/server-rendered.spec.ts checks that the
 * title before the code runs is the title after hydration, screen by screen.
 */
import { PRODUCT_NAME } from '@shared/constants';
import { findCourseDetail, allLessons } from '@shared/content/course-detail';
import { findCourse } from '@shared/content/courses';
import { foodBySlug } from '@shared/content/foods/foods';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@shared/content/legal';
import { splitLines } from '@shared/lib/lines';
import type { Recipe } from '@shared/schemas/recipe';
import { fromAgeLabel } from '../features/foods/food-params';
import { parseRecipeParams, toRecipeParams } from '../features/recipes/search-params';
import { DIETARY_LABELS, MEAL_TYPE_LABELS } from '../lib/labels';

/** An API answer to one of the screen's queries: its status and, for a success, its JSON. */
export interface QueryAnswer {
  status: number;
  body: unknown;
}

/** What the server knows about the page it rendered. */
export interface PageFacts {
  /** The address asked for. */
  url: URL;
  /** The path pattern of the route it matched ('/recipes/:id'; '*' for the not-found route). */
  route: string | undefined;
  params: Readonly<Record<string, string | undefined>>;
  /** The API's answer to a query the screen ran, by its address ('/api/recipes/7'). */
  answer: (address: string) => QueryAnswer | undefined;
}

export interface PageHead {
  status: 200 | 404;
  /** The whole `<title>`, as the tab shows it. */
  title: string;
  description?: string;
  /** Absolute. */
  canonical?: string;
  jsonLd?: Record<string, unknown>;
}

/** The tab title for a screen's title: what app/lib/use-document-title.ts sets in the browser. */
export function documentTitle(screenTitle: string): string {
  return `${screenTitle} | ${PRODUCT_NAME}`;
}

/**
 * The site's origin for absolute addresses (canonical links, pictures in JSON-LD): the page's
 * address, which the page server builds on the origin visitors use (PUBLIC_ORIGIN, or what a
 * trusted proxy forwards; api/lib/public-origin.ts).
 */
export function siteOrigin(requestUrl: URL): string {
  return requestUrl.origin;
}

/** The app shell's own title and description (app/index.html), for a screen with none of its own. */
const SHELL_TITLE = `${PRODUCT_NAME}: feeding little ones, made simple`;
const SHELL_DESCRIPTION =
  'SproutPlate helps parents and caregivers feed children from birth to 5 years: age-appropriate ' +
  'recipes, expert tips, a weekly meal planner and more, even offline.';

/** The screens whose head never changes: their PageHeader's title and subtitle, by route. */
const FIXED: Readonly<Record<string, { title: string; description: string }>> = {
  '/': {
    title: 'Feeding little ones, made simple',
    description:
      'Age-appropriate recipes, a first foods guide, expert courses and a weekly meal planner for ' +
      'parents feeding children from birth to 5 years, even offline.',
  },
  '/recipes': {
    title: 'Recipes',
    description:
      'Age-appropriate meals and snacks for babies, toddlers and young children, tested by parents.',
  },
  '/foods': {
    title: 'First Foods Guide',
    description:
      'Can my baby have…? Find any food by age: when to start, how to serve it safely at each stage, ' +
      'and what to watch for.',
  },
  '/guides': {
    title: 'Expert Feeding Guides',
    description:
      'Short, free courses from pediatric dietitians and feeding specialists, from the first spoonful ' +
      'to preschool lunches. Learn at your own pace, even offline.',
  },
  '/sugar-board': {
    title: 'Sugar Awareness Board',
    description:
      'How much sugar is in everyday foods, how much is too much for little ones, and easy swaps that ' +
      'cut it down.',
  },
  '/nutrition-tips': {
    title: 'Nutrition Tips',
    description:
      'Short, practical advice from pediatric dietitians, doctors and feeding specialists, for every ' +
      'stage from first tastes to preschool.',
  },
  '/about': {
    title: 'About SproutPlate',
    description:
      'The nutrition division of Little Steps Parenting: helping families raise happy, healthy eaters, ' +
      'from first tastes to preschool.',
  },
  '/privacy': { title: PRIVACY_POLICY.title, description: PRIVACY_POLICY.summary },
  '/terms': { title: TERMS_OF_SERVICE.title, description: TERMS_OF_SERVICE.summary },
};

/** The not-found cards' titles, as each screen's card sets it. */
const NOT_FOUND = {
  page: 'Page Not Found',
  recipe: 'Recipe not found',
  food: 'Food not found',
  guide: 'Course Not Found',
} as const;

const notFound = (screenTitle: string): PageHead => ({ status: 404, title: documentTitle(screenTitle) });

/** The longest description kept whole; search results show about this much. */
const DESCRIPTION_MAX = 160;

/** A description of at most DESCRIPTION_MAX characters, cut at a word with "…" when longer. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** Minutes as an ISO 8601 duration: 90 → "PT1H30M", 0 → "PT0M". */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

/** schema.org Recipe for a recipe page (https://schema.org/Recipe). */
export function recipeJsonLd(recipe: Recipe, origin: string): Record<string, unknown> {
  const diets = recipe.dietaryRestrictions.map((d) => DIETARY_LABELS[d] ?? d);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: `${recipe.description.trim()} Suitable for ${recipe.ageGroup}.`,
    url: `${origin}/recipes/${recipe.id}`,
    ...(recipe.imageUrl && { image: [new URL(recipe.imageUrl, origin).href] }),
    author: { '@type': 'Organization', name: PRODUCT_NAME },
    datePublished: recipe.createdAt.slice(0, 10),
    recipeCategory: MEAL_TYPE_LABELS[recipe.mealType],
    keywords: [recipe.ageGroup, 'baby and toddler food', ...diets].join(', '),
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    ...(recipe.prepTime > 0 && { prepTime: isoDuration(recipe.prepTime) }),
    // A recipe with no cooking has no cook time rather than "PT0M".
    ...(recipe.cookTime > 0 && { cookTime: isoDuration(recipe.cookTime) }),
    ...(recipe.prepTime + recipe.cookTime > 0 && {
      totalTime: isoDuration(recipe.prepTime + recipe.cookTime),
    }),
    recipeIngredient: splitLines(recipe.ingredients),
    recipeInstructions: splitLines(recipe.instructions).map((text) => ({ '@type': 'HowToStep', text })),
  };
}

/** A recipe as the API answered it, when it looks like one. */
function asRecipe(body: unknown): Recipe | undefined {
  return body && typeof body === 'object' && 'id' in body && 'title' in body ? (body as Recipe) : undefined;
}

/** A whole number from the path, as the detail screens read it ('/recipes/abc' has none). */
const wholeNumber = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);

function recipeHead(facts: PageFacts, origin: string): PageHead {
  const id = wholeNumber(facts.params.id);
  if (id === undefined) return notFound(NOT_FOUND.recipe);
  const answer = facts.answer(`/api/recipes/${id}`);
  if (answer?.status === 404) return notFound(NOT_FOUND.recipe);
  const recipe = answer && answer.status >= 200 && answer.status < 300 ? asRecipe(answer.body) : undefined;
  // Not answered (the API failed): the screen shows its skeleton, and its title while loading.
  if (!recipe) return { status: 200, title: documentTitle('Recipe'), canonical: `${origin}/recipes/${id}` };
  return {
    status: 200,
    title: documentTitle(recipe.title),
    description: summarize(recipe.description),
    canonical: `${origin}/recipes/${recipe.id}`,
    jsonLd: recipeJsonLd(recipe, origin),
  };
}

function foodHead(facts: PageFacts, origin: string): PageHead {
  const food = foodBySlug(facts.params.slug ?? '');
  if (!food) return notFound(NOT_FOUND.food);
  return {
    status: 200,
    title: documentTitle(food.name),
    description: summarize(`${fromAgeLabel(food)}. ${food.summary}`),
    // `?age=` only opens the stage for a child's age: the same page.
    canonical: `${origin}/foods/${food.slug}`,
  };
}

function guideHead(facts: PageFacts, origin: string): PageHead {
  const id = wholeNumber(facts.params.id) ?? Number.NaN;
  const course = findCourse(id);
  const detail = findCourseDetail(id);
  // A course whose lessons are not written yet shows the same 'Course Not Found' card.
  if (!course || !detail) return notFound(NOT_FOUND.guide);
  const lessonId = facts.url.searchParams.get('lesson');
  const lesson = lessonId ? allLessons(detail).find((l) => l.id === lessonId) : undefined;
  if (lesson) {
    return {
      status: 200,
      title: documentTitle(lesson.title),
      description: summarize(lesson.content[0] ?? course.description),
      canonical: `${origin}/guides/${course.id}?lesson=${encodeURIComponent(lesson.id)}`,
    };
  }
  return {
    status: 200,
    title: documentTitle(course.title),
    description: summarize(course.description),
    canonical: `${origin}/guides/${course.id}`,
  };
}

/** The head and status of a page, from the route it matched and its queries' answers. */
export function pageHead(facts: PageFacts): PageHead {
  const origin = siteOrigin(facts.url);
  switch (facts.route) {
    case '/recipes/:id':
      return recipeHead(facts, origin);
    case '/foods/:slug':
      return foodHead(facts, origin);
    case '/guides/:id':
      return guideHead(facts, origin);
    case '*':
      return notFound(NOT_FOUND.page);
  }
  const fixed = facts.route === undefined ? undefined : FIXED[facts.route];
  if (!fixed) return { status: 200, title: SHELL_TITLE, description: SHELL_DESCRIPTION };
  // The list's canonical is the app's own form of its address (search-params.ts): valid q and filters kept, page from 2 on, the rest dropped.
  const query =
    facts.route === '/recipes' ? toRecipeParams(parseRecipeParams(facts.url.searchParams)).toString() : '';
  return {
    status: 200,
    title: documentTitle(fixed.title),
    description: summarize(fixed.description),
    canonical: `${origin}${facts.route}${query ? `?${query}` : ''}`,
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON safe inside a <script>: no "<" can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The head as markup, for <head>: title first, then description, canonical link and JSON-LD. */
export function headMarkup(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description && `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.jsonLd && `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('');
}
