/**
 * The built-in offline assistant: the default when no AI key is configured. It answers from
 * SproutPlate's own content by retrieval (BM25 over the expert tips, the sugar table, daily limits,
 * swaps, the child-safety rules and the recipe catalog), and composes recipe ideas from the foods
 * of the First Foods guide that suit the child (recipe-ideas.ts). Nothing leaves the server and
 * nothing is invented: every sentence it says comes from that content or from shared/lib/safety.ts.
 */
import type { AgeGroup } from '../../../shared/enums';
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
import { checkIngredientSafety } from '../../../shared/lib/safety';
import type { NutritionTip } from '../../../shared/schemas/catalog';
import type { ChatMessage, GeneratedRecipe } from '../../../shared/schemas/chatbot';
import type { Recipe } from '../../../shared/schemas/recipe';
import { answerQuestion as answerFromGuide, notSureAnswer } from './answers';
import { emergencyAnswer, lastUserMessage, mentionsFood } from './guardrails';
import type { AiProvider, RecipeRequest } from './provider';
import { composeRecipeIdeas } from './recipe-ideas';

/** The catalog content the assistant retrieves from (read from the database on each question). */
export interface LibrarySource {
  tips(): Promise<NutritionTip[]>;
  recipes(): Promise<Recipe[]>;
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

async function answerQuestion(
  question: string,
  source: LibrarySource,
  sugarContext: boolean,
): Promise<string> {
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
      ...(await source.tips()).map((t): Passage => ({
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
    // A passage sharing one word with a longer question is a coincidence, not an answer.
    const asked = new Set(singularWords(question).filter((w) => !STOP_WORDS.has(w) && !/^\d+$/.test(w)));
    const need = Math.min(2, asked.size);
    const shares = (p: Passage) => {
      const ws = new Set(singularWords(`${p.title} ${p.text}`));
      return [...asked].filter((w) => ws.has(w)).length >= need;
    };
    const hits = ranked.filter((h) => h.score >= floor && shares(h.item));
    const already = parts.join('\n');
    const chosen = hits.filter((h) => !already.includes(h.item.text)).slice(0, parts.length ? 1 : 2);
    for (const { item } of chosen) parts.push(`${item.title}\n${item.text}\n(${item.source})`);

    // 4. Recipes from the catalog, for the child's age when it is known.
    if ((ASKS_IDEAS.test(text) && !sugarContext) || /\b(?:recipe|recipes|idea|ideas)\b/.test(text)) {
      const recipes = (await source.recipes()).filter((r) => !age || r.ageGroup === age.group);
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

  // Nothing that fits: say so, rather than answer with something unrelated.
  if (!parts.length) return notSureAnswer();
  if (HEALTH_WORDS.test(text)) {
    parts.push(
      "I'm not a doctor: for any worry about your child's health, speak to their doctor or health visitor.",
    );
  }
  return parts.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Recipe ideas, composed from the First Foods guide (recipe-ideas.ts)
// ---------------------------------------------------------------------------------------------

/**
 * The wizard's ideas: dishes composed from guide foods that suit the child's age, liked foods used
 * where they fit, and any liked food that is not right at that age named with the reason in the
 * first idea's description.
 */
export function templateRecipes(request: RecipeRequest): GeneratedRecipe[] {
  return composeRecipeIdeas(request).recipes;
}

export function createLibraryProvider(source: LibrarySource): AiProvider {
  return {
    name: 'library',
    async chat(messages: readonly ChatMessage[]) {
      const question = lastUserMessage(messages);
      const emergency = emergencyAnswer(question);
      if (emergency) return emergency;
      // The questions parents ask most, answered from the First Foods guide and its sources. Only
      // the parent's own messages are read: a system message never changes a rule.
      const built = answerFromGuide(question, messages);
      if (built) return built.answer;
      // The sugar board sends its own system message first: its questions are about sugar.
      const sugarContext = messages.some((m) => m.role === 'system' && /\bsugar\b/i.test(m.content));
      return answerQuestion(question, source, sugarContext);
    },
    async suggestRecipes(request: RecipeRequest) {
      return templateRecipes(request);
    },
  };
}
