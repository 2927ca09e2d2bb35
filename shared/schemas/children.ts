/**
 * My children: a child (a first name or nickname and a birth date), and the foods each has
 * tried. The form, the device's database and the API all read these schemas, so a message is
 * written once. Ids are UUIDs made where the child or log is first written (often a phone
 * offline), so a change replayed from the outbox names the same row and is never doubled.
 *
 * The birth date's rules depend on today (`birthDateProblem` in shared/lib/child-age), so the
 * schema checks its shape and the API and the form check it against their own clock.
 */
import { z } from 'zod';
import { ALLERGENS, type Allergen } from '../content/foods/types';
import { isIsoDate } from '../lib/week';

export const CHILD_NAME_MAX = 40;
export const FOOD_NAME_MAX = 80;
export const LOG_NOTE_MAX = 500;

/** How a tried food went. */
export const FOOD_RESPONSES = ['liked', 'unsure', 'refused'] as const;
export type FoodResponse = (typeof FOOD_RESPONSES)[number];
export const FOOD_RESPONSE_LABELS = {
  liked: 'Liked it',
  unsure: 'Unsure',
  refused: 'Refused',
} as const satisfies Record<FoodResponse, string>;

/** Any reaction seen after it. */
export const REACTIONS = ['none', 'mild', 'severe'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const REACTION_LABELS = {
  none: 'No reaction',
  mild: 'Mild reaction',
  severe: 'Severe reaction',
} as const satisfies Record<Reaction, string>;

export const CHILD_MESSAGES = {
  id: 'id must be a UUID',
  idReserved: 'id must not be the nil or max UUID: make a random one (crypto.randomUUID())',
  nameRequired: 'Enter a first name or nickname',
  nameTooLong: `Name must be at most ${CHILD_NAME_MAX} characters`,
  nameMarkup: 'Name can only use letters, numbers, spaces and simple punctuation',
  birthDate: 'Enter a real date as YYYY-MM-DD',
  foodRequired: 'Choose a food or type its name',
  foodTooLong: `Food name must be at most ${FOOD_NAME_MAX} characters`,
  logDate: 'Enter the date as YYYY-MM-DD',
  noteTooLong: `Note must be at most ${LOG_NOTE_MAX} characters`,
  response: `How it went must be one of: ${FOOD_RESPONSES.join(', ')}`,
  reaction: `Reaction must be one of: ${REACTIONS.join(', ')}`,
} as const;

/**
 * No control characters (NUL included), no markup brackets, no line or paragraph separators and
 * no bidirectional overrides or isolates (U+202A-202E, U+2066-2069): those make a name show as
 * something else, "Ann\u202Egpj.exe" reads "Annexe.jpg".
 */
/** A UUID's written form, in either case. */
export const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const RESERVED_UUIDS: ReadonlySet<string> = new Set([
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
]);

const SAFE_TEXT = /^[^\p{Cc}<>\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
/** True when the text has no control character but line breaks and tabs (NUL among those refused). */
const noControl = (text: string) =>
  [...text].every((ch) => {
    const code = ch.charCodeAt(0);
    return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
  });

/**
 * A child's or log's id: a UUID, kept in one form (lower case), so `ABC…` and `abc…` are one id.
 * The nil and max UUIDs are refused: they are nobody's random id.
 */
const uuid = z
  .string({ message: CHILD_MESSAGES.id })
  .trim()
  .regex(UUID_FORM, CHILD_MESSAGES.id)
  .transform((id) => id.toLowerCase())
  .refine((id) => !RESERVED_UUIDS.has(id), CHILD_MESSAGES.idReserved);
const isoDate = (message: string) => z.string({ message }).refine((v) => isIsoDate(v), message);

export const childNameSchema = z
  .string({ message: CHILD_MESSAGES.nameRequired })
  .trim()
  .min(1, CHILD_MESSAGES.nameRequired)
  .max(CHILD_NAME_MAX, CHILD_MESSAGES.nameTooLong)
  .regex(SAFE_TEXT, CHILD_MESSAGES.nameMarkup);

/** Allergens a doctor said may be offered again after a reaction, with the date it was said. */
export const resumedAllergensSchema = z
  .partialRecord(z.enum(ALLERGENS), isoDate(CHILD_MESSAGES.logDate))
  .default({});

/** What a person enters for a child: POST /api/children (id optional there), PATCH (all optional). */
export const childInputSchema = z.object({
  id: uuid,
  name: childNameSchema,
  birthDate: isoDate(CHILD_MESSAGES.birthDate),
  /** Severe eczema or a known food allergy: "see a doctor first" before any allergen step. */
  allergyRisk: z.boolean({ message: 'allergyRisk must be true or false' }).default(false),
  resumedAllergens: resumedAllergensSchema,
});
export type ChildInput = z.input<typeof childInputSchema>;

/**
 * Only the fields sent change. Written out rather than `.partial()` of the input schema: zod 4
 * applies a default even inside an optional field, so a patch of the name alone would otherwise
 * reset allergyRisk to false and forget every doctor's go-ahead.
 */
export const childPatchSchema = z.object({
  name: childNameSchema.optional(),
  birthDate: isoDate(CHILD_MESSAGES.birthDate).optional(),
  allergyRisk: z.boolean({ message: 'allergyRisk must be true or false' }).optional(),
  /** The whole map: it replaces the one stored. */
  resumedAllergens: z.partialRecord(z.enum(ALLERGENS), isoDate(CHILD_MESSAGES.logDate)).optional(),
});
export type ChildPatch = z.input<typeof childPatchSchema>;

/** A child as stored and as the API answers. Timestamps are milliseconds. */
export interface Child {
  id: string;
  name: string;
  birthDate: string;
  allergyRisk: boolean;
  resumedAllergens: Partial<Record<Allergen, string>>;
  createdAt: number;
  updatedAt: number;
}

/** A food tried: POST /api/children/{childId}/logs. */
export const foodLogInputSchema = z.object({
  id: uuid,
  /** The guide's food, when it is one; a slug not in the guide is kept as free text. */
  foodSlug: z.string().trim().max(FOOD_NAME_MAX).nullable().optional(),
  /** The food's name as shown: the guide's name, or what the person typed. */
  foodName: z
    .string({ message: CHILD_MESSAGES.foodRequired })
    .trim()
    .min(1, CHILD_MESSAGES.foodRequired)
    .max(FOOD_NAME_MAX, CHILD_MESSAGES.foodTooLong)
    .regex(SAFE_TEXT, CHILD_MESSAGES.nameMarkup),
  date: isoDate(CHILD_MESSAGES.logDate),
  response: z.enum(FOOD_RESPONSES, { message: CHILD_MESSAGES.response }).default('liked'),
  reaction: z.enum(REACTIONS, { message: CHILD_MESSAGES.reaction }).default('none'),
  note: z
    .string()
    .max(LOG_NOTE_MAX, CHILD_MESSAGES.noteTooLong)
    .refine(noControl, 'Note contains characters that are not allowed')
    .default('')
    .transform((v) => v.trim()),
  /** The recipe it was eaten in, when logged from a recipe or the meal plan. */
  recipeId: z.number().int().positive().nullable().optional(),
});
export type FoodLogInput = z.input<typeof foodLogInputSchema>;

/** A food tried, as stored and as the API answers. */
export interface FoodLog {
  id: string;
  childId: string;
  foodSlug: string | null;
  foodName: string;
  date: string;
  response: FoodResponse;
  reaction: Reaction;
  note: string;
  recipeId: number | null;
  createdAt: number;
}

/** GET /api/children: every child of the signed-in person and every food each has tried. */
export interface ChildrenResponse {
  children: Child[];
  /** A page of the logs, in the order they were logged. */
  logs: FoodLog[];
  /** The address of the next page of logs, or null after the last. */
  nextLogs: string | null;
}
