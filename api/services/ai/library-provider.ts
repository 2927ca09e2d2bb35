/**
 * The built-in offline assistant: the default when no AI key is configured. It answers from
 * SproutPlate's own content by retrieval (BM25 over the expert tips, the sugar table, daily limits,
 * swaps, the child-safety rules and the recipe catalog), and builds recipe ideas from the parent's
 * preferred foods and age-appropriate templates. Nothing leaves the server and nothing is invented:
 * every sentence it says comes from that content or from shared/lib/safety.ts.
 */
import { DIETARY_RESTRICTIONS, type AgeGroup, type DietaryRestriction } from '../../../shared/enums';
import {
  DAILY_SUGAR_LIMITS,
  SUGAR_FOODS,
  SUGAR_SWAPS,
  WHY_WORRY_CARDS,
  type SugarFood,
} from '../../../shared/content/sugar';
import {
  ageGroupForMonths,
  agePhrase,
  bm25Idf,
  bm25Term,
  normalise,
  parseAge,
  parseStatedAge,
  singularWords,
} from '../../../shared/lib/language';
import { checkIngredientSafety, checkRecipeSafety } from '../../../shared/lib/safety';
import type { NutritionTip } from '../../../shared/schemas/catalog';
import type { ChatMessage, GeneratedRecipe } from '../../../shared/schemas/chatbot';
import type { Recipe } from '../../../shared/schemas/recipe';
import { emergencyAnswer, lastUserMessage, mentionsFood } from './guardrails';
import type { AiProvider, RecipeRequest } from './provider';

export interface LibrarySource {
  tips(): NutritionTip[];
  recipes(): Recipe[];
}

// ---------------------------------------------------------------------------------------------
// The child's age, read from a question ("my 9 month old", "a 2-year-old", "my toddler")
// ---------------------------------------------------------------------------------------------

export interface ChildAge {
  group: AgeGroup;
  /** "a 9-month-old", "a toddler": how the answer names the child. */
  phrase: string;
}

/** The child's age a question states, read by the language layer; ages past 5 years are not read. */
export function detectChildAge(question: string): ChildAge | undefined {
  const stated = parseStatedAge(question);
  const months = stated ?? parseAge(question.replace(/\bbab(?:y|ies)\b/gi, ' '));
  if (months === undefined) return undefined;
  const group = ageGroupForMonths(months);
  if (!group) return undefined;
  if (stated === undefined) {
    const word = /\b(newborn|toddler|preschooler|infant)s?\b/i.exec(question)?.[1]?.toLowerCase();
    return { group, phrase: word === 'infant' ? 'a baby' : `a ${word ?? 'child'}` };
  }
  return { group, phrase: agePhrase(months) };
}

// ---------------------------------------------------------------------------------------------
// Retrieval
// ---------------------------------------------------------------------------------------------

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could do does for from get give giving have has how i if in ' +
    'into is it its me my of on or our should so some that the their them then there these they ' +
    'this to too up us was we what when where which who why will with would you your yours ' +
    'baby babie child children kid toddler month old year week mo yr much any ok okay safe about ' +
    'good best need want try tip idea help please thank every each day'
  )
    .split(' ')
    .map((w) => singularWords(w)[0] ?? w),
);

/** A few words parents use for what the content calls something else. */
const SYNONYMS: Record<string, readonly string[]> = {
  refuse: ['picky', 'fussy', 'offering', 'new'],
  refus: ['picky', 'fussy', 'offering', 'new'],
  picky: ['fussy', 'refuse', 'offering'],
  fussy: ['picky', 'refuse', 'offering'],
  veg: ['vegetable'],
  veggie: ['vegetable'],
  vegetable: ['veg'],
  drink: ['water', 'milk', 'cup'],
  teeth: ['tooth', 'decay'],
  iron: ['anaemia', 'meat', 'lentil'],
  allergy: ['allergen'],
  allergi: ['allergen'],
  lumpy: ['texture', 'puree'],
  weaning: ['solid', 'first'],
};

function queryTokens(text: string): string[] {
  const base = singularWords(text).filter((w) => !STOP_WORDS.has(w) && !/^\d+$/.test(w));
  return [...new Set(base.flatMap((w) => [w, ...(SYNONYMS[w] ?? [])]))];
}

interface Passage {
  kind: 'tip' | 'rule' | 'limits' | 'why' | 'swap' | 'sugar';
  title: string;
  text: string;
  source: string;
}

interface Indexed<T> {
  item: T;
  tokens: Map<string, number>;
  length: number;
}

function indexOf<T>(items: readonly T[], textOf: (item: T) => { title: string; body: string }) {
  const docs: Indexed<T>[] = items.map((item) => {
    const { title, body } = textOf(item);
    const words = [...singularWords(title), ...singularWords(title), ...singularWords(body)].filter(
      (w) => !STOP_WORDS.has(w),
    );
    const tokens = new Map<string, number>();
    for (const w of words) tokens.set(w, (tokens.get(w) ?? 0) + 1);
    return { item, tokens, length: words.length };
  });
  const average = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
  const df = new Map<string, number>();
  for (const d of docs) for (const w of d.tokens.keys()) df.set(w, (df.get(w) ?? 0) + 1);

  /** BM25 as the recipe index ranks (shared/lib/language), best first; only documents sharing a word with the query. */
  return (query: readonly string[]): { item: T; score: number }[] => {
    const scored = docs.map((d) => {
      let score = 0;
      for (const term of query) {
        const tf = d.tokens.get(term) ?? 0;
        if (tf) score += bm25Term(bm25Idf(docs.length, df.get(term) ?? 0), tf, d.length, average);
      }
      return { item: d.item, score };
    });
    return scored.filter((s) => s.score > 0).sort((a, b2) => b2.score - a.score);
  };
}

/** The safety rules as passages (the same rules shared/lib/safety.ts enforces). */
const RULE_PASSAGES: readonly Passage[] = [
  {
    kind: 'rule',
    title: 'Honey before 12 months',
    text: 'No honey before 12 months, not even cooked into food: it can cause infant botulism. From 12 months it counts as added sugar, so keep it for after 2 years.',
    source: "SproutPlate's safety rules",
  },
  {
    kind: 'rule',
    title: 'Salt before 12 months',
    text: "No added salt before 12 months: a baby's kidneys cannot cope with it. That includes stock cubes, gravy, soy sauce, bacon, ham and other salty foods. Flavour with herbs and mild spices instead.",
    source: "SproutPlate's safety rules",
  },
  {
    kind: 'rule',
    title: 'Added sugar before 2 years',
    text: 'No added sugar before 2 years: sugar, syrups, honey, fruit juice, sweets and sweetened drinks. Sweetness from whole fruit such as banana or dates is fine.',
    source: "SproutPlate's safety rules",
  },
  {
    kind: 'rule',
    title: 'Choking hazards before 4 years',
    text: 'Under 4 years: no whole nuts (use smooth nut butter or ground nuts), quarter grapes and cherry tomatoes lengthways, squash blueberries, no popcorn, hard sweets or marshmallows, cut sausages lengthways, and grate or cook hard raw vegetables and fruit until soft. Always sit with your child while they eat.',
    source: "SproutPlate's safety rules",
  },
  {
    kind: 'rule',
    title: "Cow's milk as a drink",
    text: "Cow's milk should not be a main drink before 12 months; breast milk or formula is. Cooking with cow's milk from 6 months is fine. From 12 months, whole milk and water are the best drinks.",
    source: "SproutPlate's safety rules",
  },
  {
    kind: 'rule',
    title: 'Fruit juice and smoothies',
    text: 'No fruit juice before 12 months. From 1 to 3 years, at most 120 ml (4 oz) of 100% juice a day, diluted with water and with a meal, if you give it at all: once fruit is juiced or blended its sugar counts as free sugar. Whole fruit is better, and water and milk are the best drinks.',
    source: "SproutPlate's sugar guide, after the American Academy of Pediatrics and WHO",
  },
  {
    kind: 'rule',
    title: 'Hidden sugar in baby and toddler food',
    text: 'Sugar hides in foods sold for little ones: fruit pouches and purees, baby biscuits and rusks, flavoured yogurts and fromage frais, breakfast cereals and cereal bars, juices, ketchup and baked beans. On labels, look for sugar, syrup, honey, fruit juice concentrate and words ending in -ose such as dextrose, glucose and maltose.',
    source: "SproutPlate's sugar guide",
  },
];

function sugarPassages(): Passage[] {
  return [
    ...DAILY_SUGAR_LIMITS.map((l): Passage => ({
      kind: 'limits',
      title: `Daily added sugar limit: ${l.ageGroup}`,
      text: `${l.ageGroup}: ${l.label.toLowerCase()}. ${l.explanation}`,
      source: "SproutPlate's sugar board",
    })),
    ...WHY_WORRY_CARDS.map((c): Passage => ({
      kind: 'why',
      title: c.title,
      text: c.text,
      source: "SproutPlate's sugar board",
    })),
    ...SUGAR_SWAPS.map((s): Passage => ({
      kind: 'swap',
      title: `Sugar swap: ${s.instead}`,
      text: `Instead of ${s.instead}, choose ${s.choose} (saves ${s.savesGrams} g of sugar). ${s.benefit}`,
      source: "SproutPlate's sugar swaps",
    })),
  ];
}

// ---------------------------------------------------------------------------------------------
// The sugar table
// ---------------------------------------------------------------------------------------------

/** "Apple juice (100% juice)" -> "apple juice": the name a parent would type. */
const plainName = (food: SugarFood) => food.name.replace(/\([^)]*\)/g, '').trim();

/** Foods of the sugar table the question names, longest names first, at most three. */
export function sugarFoodsIn(question: string): SugarFood[] {
  const found = SUGAR_FOODS.filter((f) => mentionsFood(question, plainName(f))).sort(
    (a, b) => plainName(b).length - plainName(a).length,
  );
  const kept: SugarFood[] = [];
  for (const food of found) {
    // "apple" inside "apple juice": keep only the longer name.
    if (kept.some((k) => mentionsFood(plainName(k), plainName(food)))) continue;
    kept.push(food);
    if (kept.length === 3) break;
  }
  return kept;
}

function describeSugarFood(food: SugarFood): string {
  const kind = { Added: 'added sugar', Natural: 'natural sugar', Mixed: 'natural and added sugar' }[
    food.type
  ];
  const note = food.note ? ` ${food.note}.` : '';
  return (
    `${food.name}: about ${food.sugarGrams} g of sugar in ${food.serving}, ` +
    `roughly ${food.teaspoons} teaspoons (${kind}).${note}`
  );
}

function limitSentence(age: ChildAge | undefined): string {
  if (age && (age.group === '0-6 months' || age.group === '6-12 months' || age.group === '1-2 years')) {
    return `For ${age.phrase}, the guidance is no added sugar at all before 2 years.`;
  }
  if (age) return `For ${age.phrase}, the guidance is less than 25 g (6 teaspoons) of added sugar a day.`;
  return 'For comparison: no added sugar before 2 years, and less than 25 g (6 teaspoons) a day from 2 years.';
}

// ---------------------------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------------------------

/** "Can my baby have...", "Is it safe to give...": a yes-or-no question about a food. */
const ASKS_PERMISSION =
  /\b(?:can|could|safe|ok|okay|allowed|give|giving|start|introduce)\b|\bis it\b|\bshould (?:i|we|my|she|he|they)\b/;
/** "What are...", "Which foods...": a question for information, not permission. */
const ASKS_WHAT = /^(?:what|which|how|why|where|tell|list)\b/;
const ASKS_IDEAS =
  /\b(?:recipe|recipes|idea|ideas|meal|meals|breakfast|lunch|dinner|snack|snacks|cook|make|try|eat|eats|eating|refuses|refuse|picky|fussy|finger)\b/;
const HEALTH_WORDS =
  /\b(?:allerg\w*|rash|sick|ill|vomit\w*|fever|diarrh\w*|constipat\w*|weight|growth|growing|reflux|eczema|medicine)\b/;

function ageLabel(age: ChildAge | undefined, group: AgeGroup): string {
  return age?.phrase ?? `a child aged ${group}`;
}

function answerQuestion(question: string, source: LibrarySource, sugarContext: boolean): string {
  const text = normalise(question);
  const age = detectChildAge(question);
  const parts: string[] = [];
  const aboutSugar =
    sugarContext || /\b(?:sugar|sugary|sugars|sweet|sweets|sweetened|teaspoon|teaspoons)\b/.test(text);
  const howMuch = /\bhow much\b/.test(text);

  // 1. The safety rules, for the child's age (or the youngest, when no age is given).
  // A question about amounts ("how much sugar should...") is answered by the limits below.
  if ((age || (ASKS_PERMISSION.test(text) && !ASKS_WHAT.test(text))) && !(aboutSugar && howMuch)) {
    const group = age?.group ?? '0-6 months';
    const violations = checkIngredientSafety(question, group);
    const messages = [
      ...new Set(violations.filter((v) => !v.rule.startsWith('dietary-')).map((v) => v.message)),
    ];
    if (messages.length) {
      const who = age ? `not for ${ageLabel(age, group)}` : 'not for a baby';
      parts.push([`No, ${who}.`, ...messages.map((m) => `- ${m}`)].join('\n'));
    }
  }

  // 2. The sugar table and daily limits.
  const foods = aboutSugar || howMuch ? sugarFoodsIn(question) : [];
  if (foods.length) {
    const lines = foods.map(describeSugarFood);
    lines.push(limitSentence(age));
    const swap = SUGAR_SWAPS.find((s) => foods.some((f) => mentionsFood(s.instead, plainName(f))));
    if (swap) {
      lines.push(
        `A smart swap: instead of ${swap.instead}, choose ${swap.choose} (saves ${swap.savesGrams} g of sugar).`,
      );
    }
    parts.push(`From SproutPlate's sugar table:\n${lines.join('\n')}`);
  } else if (aboutSugar && /\b(?:day|daily|limit|limits|how much|allowed|maximum)\b/.test(text)) {
    const limits = DAILY_SUGAR_LIMITS.map((l) => `- ${l.ageGroup}: ${l.label.toLowerCase()}.`);
    parts.push([limitSentence(age), 'Daily added sugar limits:', ...limits].join('\n'));
  }

  // 3. Retrieval over the tips, rules and sugar content.
  const tokens = queryTokens(question);
  if (tokens.length) {
    const passages: Passage[] = [
      ...source.tips().map((t): Passage => ({
        kind: 'tip',
        title: t.title,
        text: t.content,
        source: `${t.expertName}, ${t.expertTitle}`,
      })),
      ...RULE_PASSAGES,
      ...sugarPassages(),
      // The sugar table itself, when the question is about sugar (or asked from the sugar board).
      ...(aboutSugar && !foods.length
        ? SUGAR_FOODS.map((f): Passage => ({
            kind: 'sugar',
            title: f.name,
            text: describeSugarFood(f),
            source: "SproutPlate's sugar table",
          }))
        : []),
    ];
    const search = indexOf(passages, (p) => ({ title: p.title, body: p.text }));
    const ranked = search(tokens);
    // Only passages close to the best one: a second, weak match is noise, not help.
    const floor = Math.max(2.5, (ranked[0]?.score ?? 0) * 0.6);
    const hits = ranked.filter((h) => h.score >= floor);
    const already = parts.join('\n');
    const chosen = hits.filter((h) => !already.includes(h.item.text)).slice(0, parts.length ? 1 : 2);
    for (const { item } of chosen) parts.push(`${item.title}\n${item.text}\n(${item.source})`);

    // 4. Recipes from the catalog, for the child's age when it is known.
    if (
      (ASKS_IDEAS.test(text) && !sugarContext) ||
      /\b(?:recipe|recipes|idea|ideas)\b/.test(text) ||
      !parts.length
    ) {
      const recipes = source.recipes().filter((r) => !age || r.ageGroup === age.group);
      const found = indexOf(recipes, (r) => ({
        title: r.title,
        body: `${r.description}\n${r.ingredients}\n${r.mealType}`,
      }))(tokens).slice(0, 3);
      if (found.length) {
        const list = found.map(({ item }) => `- ${item.title} (${item.ageGroup}, ${item.mealType})`);
        parts.push(['Recipes from our collection you could try:', ...list].join('\n'));
      }
    }
  }

  if (!parts.length) {
    return (
      "I could not find that in SproutPlate's library. I can help with starting solids, safe foods by " +
      'age, sugar in everyday foods, picky eating and recipe ideas. Try asking, for example, "Can my ' +
      '9 month old have honey?" or "How much sugar is in apple juice?".'
    );
  }
  if (HEALTH_WORDS.test(text)) {
    parts.push(
      "I'm not a doctor: for any worry about your child's health, speak to their doctor or health visitor.",
    );
  }
  return parts.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Recipe ideas from templates
// ---------------------------------------------------------------------------------------------

type Restrictions = ReadonlySet<DietaryRestriction>;

interface Template {
  ages: readonly AgeGroup[];
  mealType: string;
  difficulty: string;
  prepTime: number;
  cookTime: number;
  title: (food: string) => string;
  description: (food: string, age: AgeGroup) => string;
  ingredients: (food: string, r: Restrictions, age: AgeGroup) => string[];
  instructions: (food: string, r: Restrictions, age: AgeGroup) => string[];
}

const babyLiquid = (r: Restrictions) =>
  r.has('dairy-free') ? 'cooled boiled water or breast milk' : 'breast milk, formula or cooled boiled water';

const TEMPLATES: readonly Template[] = [
  {
    ages: ['0-6 months', '6-12 months'],
    mealType: 'lunch',
    difficulty: 'Easy',
    prepTime: 5,
    cookTime: 15,
    title: (food) => `Smooth ${titleCase(food)} Puree`,
    description: (food) =>
      `A smooth, gentle first taste of ${food}. No salt, sugar or honey; it freezes well in ice cube trays.`,
    ingredients: (food, r) => [`150 g ${food}, peeled and chopped`, `2-4 tbsp ${babyLiquid(r)}`],
    instructions: (food) => [
      `Steam or simmer the ${food} for 10-15 minutes, until soft and cooked through.`,
      'Blend with 2 tablespoons of the liquid, adding more a little at a time until completely smooth.',
      'Cool to lukewarm and check the temperature on the inside of your wrist.',
      'Offer 1-2 teaspoons to start; freeze the rest for up to 3 months.',
    ],
  },
  {
    ages: ['6-12 months', '1-2 years'],
    mealType: 'breakfast',
    difficulty: 'Easy',
    prepTime: 5,
    cookTime: 6,
    title: (food) => `Porridge with ${titleCase(food)}`,
    description: (food) => `A warm, creamy porridge with ${food} stirred through; no added sugar needed.`,
    ingredients: (food, r, age) => [
      r.has('gluten-free') ? '3 tbsp baby rice' : '3 tbsp fine rolled oats',
      age === '6-12 months'
        ? `150 ml ${babyLiquid(r)}`
        : r.has('dairy-free')
          ? '150 ml unsweetened fortified soya milk'
          : '150 ml whole milk',
      `50 g ${food}, cooked and mashed`,
    ],
    instructions: (food) => [
      'Simmer the grain in the liquid for 4-5 minutes, stirring, until thick and creamy.',
      `Stir in the mashed ${food} and warm through for a minute.`,
      'Leave to cool to lukewarm and check the temperature before serving.',
    ],
  },
  {
    ages: ['6-12 months', '1-2 years', '2-3 years', '3-5 years'],
    mealType: 'lunch',
    difficulty: 'Easy',
    prepTime: 10,
    cookTime: 10,
    title: (food) => `Soft Fritters with ${titleCase(food)}`,
    description: (food) =>
      `Soft little fritters made with ${food}: easy to hold, good for self-feeding and lunchboxes.`,
    ingredients: (food, r) => [
      `100 g ${food}, finely chopped and cooked until soft`,
      r.has('gluten-free') || r.has('egg-free') ? '4 tbsp chickpea flour' : '4 tbsp self-raising flour',
      r.has('egg-free') ? '3-4 tbsp water' : '1 large egg, beaten',
      ...(r.has('dairy-free') ? [] : ['20 g grated cheddar']),
      '1 tbsp olive oil',
    ],
    instructions: (food) => [
      `Mix the ${food} with the flour and the egg or water into a thick batter.`,
      'Heat the oil in a non-stick pan over a medium heat.',
      'Drop in tablespoons of batter and cook for 3-4 minutes a side, until golden and cooked through.',
      'Cool, then cut into strips or small pieces for your child.',
    ],
  },
  {
    ages: ['1-2 years', '2-3 years', '3-5 years'],
    mealType: 'dinner',
    difficulty: 'Easy',
    prepTime: 5,
    cookTime: 12,
    title: (food) => `Creamy Pasta with ${titleCase(food)}`,
    description: (food) => `Small pasta shapes in a creamy sauce with ${food}: a quick family dinner.`,
    ingredients: (food, r) => [
      r.has('gluten-free') ? '80 g rice pasta' : '80 g small pasta shapes',
      `100 g ${food}, finely chopped`,
      r.has('dairy-free') ? '3 tbsp coconut cream' : '2 tbsp cream cheese',
      '1 tsp olive oil',
    ],
    instructions: (food) => [
      'Cook the pasta until soft, then drain, keeping a little of the cooking water.',
      `Meanwhile cook the ${food} in the oil over a low heat until soft.`,
      'Stir everything together with a splash of the cooking water until creamy.',
      'Cool a little before serving.',
    ],
  },
  {
    ages: ['2-3 years', '3-5 years'],
    mealType: 'lunch',
    difficulty: 'Easy',
    prepTime: 5,
    cookTime: 6,
    title: (food) => `Quesadilla Triangles with ${titleCase(food)}`,
    description: (food) => `Crisp tortilla triangles filled with ${food}, cut small for little hands.`,
    ingredients: (food, r) => [
      r.has('gluten-free') ? '2 small corn tortillas' : '2 small wholemeal tortillas',
      `60 g ${food}, cooked and finely chopped`,
      r.has('dairy-free') ? '1/2 ripe avocado, mashed' : '30 g grated cheddar',
    ],
    instructions: (food) => [
      `Spread one tortilla with the filling and the ${food}, then top with the other tortilla.`,
      'Cook in a dry pan for 2-3 minutes a side, until golden and warmed through.',
      'Cool slightly and cut into small triangles.',
    ],
  },
];

const DEFAULT_FOODS: Record<AgeGroup, readonly string[]> = {
  '0-6 months': ['sweet potato', 'carrot', 'butternut squash', 'pear'],
  '6-12 months': ['sweet potato', 'broccoli', 'pear', 'butternut squash'],
  '1-2 years': ['courgette', 'sweet potato', 'spinach', 'broccoli'],
  '2-3 years': ['sweetcorn', 'broccoli', 'red pepper', 'courgette'],
  '3-5 years': ['sweetcorn', 'spinach', 'red pepper', 'courgette'],
};

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** Every restriction a recipe's ingredients meet, by the shared dietary rules. */
function restrictionsMet(ingredients: readonly string[], age: AgeGroup): DietaryRestriction[] {
  return DIETARY_RESTRICTIONS.filter((r) =>
    checkRecipeSafety({ ageGroup: age, ingredients, dietaryRestrictions: [r] }).every(
      (v) => v.rule !== `dietary-${r}`,
    ),
  );
}

export function templateRecipes(request: RecipeRequest): GeneratedRecipe[] {
  const age = request.childAge;
  const templates = TEMPLATES.filter((t) => t.ages.includes(age));
  const restrictions: Restrictions = new Set(request.dietaryRestrictions);
  const foods = [...request.preferredFoods];
  for (const food of DEFAULT_FOODS[age]) {
    if (foods.length >= 3) break;
    if (
      !foods.some((f) => mentionsFood(f, food)) &&
      !request.dislikedFoods.some((d) => mentionsFood(food, d))
    ) {
      foods.push(food);
    }
  }
  return foods.slice(0, 4).map((food, i) => {
    const template = templates[i % templates.length] ?? TEMPLATES[0]!;
    const ingredients = template.ingredients(food, restrictions, age);
    return {
      title: template.title(food),
      ageGroup: age,
      mealType: template.mealType,
      difficulty: template.difficulty,
      prepTime: template.prepTime,
      cookTime: template.cookTime,
      description: template.description(food, age),
      ingredients,
      instructions: template.instructions(food, restrictions, age),
      dietaryRestrictions: restrictionsMet(ingredients, age),
    };
  });
}

export function createLibraryProvider(source: LibrarySource): AiProvider {
  return {
    name: 'library',
    async chat(messages: readonly ChatMessage[]) {
      const question = lastUserMessage(messages);
      const emergency = emergencyAnswer(question);
      if (emergency) return emergency;
      // The sugar board sends its own system message first: its questions are about sugar.
      const sugarContext = messages.some((m) => m.role === 'system' && /\bsugar\b/i.test(m.content));
      return answerQuestion(question, source, sugarContext);
    },
    async suggestRecipes(request: RecipeRequest) {
      return templateRecipes(request);
    },
  };
}
