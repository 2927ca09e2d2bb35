/**
 * Every table of SproutPlate on PostgreSQL: the same tables, columns and
 * indexes as schema.ts (SQLite), from which drizzle-kit generates the
 * PostgreSQL migrations (drizzle.pg.config.ts). Services do not use it: they
 * write SQL both engines accept (store.ts).
 *
 * Kept the same as SQLite on purpose, so one SQL text serves both and
 * `npm run db:copy` copies rows as they are: timestamps are bigint
 * milliseconds, flags are integers 0/1, ids are identity columns.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  AGE_GROUPS,
  CONTENT_TYPES,
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  MEAL_TYPES,
  MEDIA_TYPES,
  TIP_TYPES,
} from '../../shared/enums';

const nowMs = sql`(floor(extract(epoch from clock_timestamp()) * 1000))::bigint`;
const ms = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => ms('created_at').notNull().default(nowMs);
const updatedAt = () => ms('updated_at').notNull().default(nowMs);
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    /** The username as compared (shared/lib/username.ts): NFKC and case-folded, so "Ärger" is "ärger". */
    usernameKey: text('username_key'),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    name: text('name'),
    isAdmin: integer('is_admin').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames are unique regardless of case: "Anna" and "anna" are one person.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_key_unique').on(t.usernameKey),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token; the token itself only ever lives in the cookie. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: ms('last_seen_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_updated_idx').on(t.updatedAt)],
);

export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ingredients: text('ingredients').notNull(),
    instructions: text('instructions').notNull(),
    prepTime: integer('prep_time').notNull(),
    cookTime: integer('cook_time').notNull().default(0),
    servings: integer('servings').notNull().default(4),
    imageUrl: text('image_url'),
    ageGroup: text('age_group', { enum: AGE_GROUPS }).notNull(),
    mealType: text('meal_type', { enum: MEAL_TYPES }).notNull(),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    featured: integer('featured').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipes_created_idx').on(t.createdAt, t.id),
    index('recipes_age_meal_created_idx').on(t.ageGroup, t.mealType, t.createdAt),
    index('recipes_meal_created_idx').on(t.mealType, t.createdAt),
    index('recipes_category_idx').on(t.categoryId),
    index('recipes_featured_idx').on(t.featured, t.createdAt),
    index('recipes_updated_idx').on(t.updatedAt),
    check('recipes_prep_time_positive', sql`${t.prepTime} >= 1`),
    check('recipes_cook_time_non_negative', sql`${t.cookTime} >= 0`),
  ],
);

export const recipeDietaryRestrictions = pgTable(
  'recipe_dietary_restrictions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    dietaryRestriction: text('dietary_restriction', { enum: DIETARY_RESTRICTIONS }).notNull(),
  },
  (t) => [
    uniqueIndex('recipe_dietary_unique').on(t.recipeId, t.dietaryRestriction),
    index('recipe_dietary_restriction_idx').on(t.dietaryRestriction, t.recipeId),
  ],
);

export const savedRecipes = pgTable(
  'saved_recipes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_recipes_user_recipe_unique').on(t.userId, t.recipeId),
    index('saved_recipes_recipe_idx').on(t.recipeId),
  ],
);

export const nutritionTips = pgTable(
  'nutrition_tips',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tipType: text('tip_type', { enum: TIP_TYPES }).notNull().default('primary'),
    expertName: text('expert_name').notNull(),
    expertTitle: text('expert_title').notNull(),
    expertImageUrl: text('expert_image_url'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('nutrition_tips_updated_idx').on(t.updatedAt)],
);

/**
 * Deleted catalog rows, so that a device's mirror can learn about deletions
 * in its next delta sync.
 */
export const catalogTombstones = pgTable(
  'catalog_tombstones',
  {
    entity: text('entity', { enum: ['recipe', 'category', 'tip'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    deletedAt: ms('deleted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId] }),
    index('catalog_tombstones_deleted_idx').on(t.deletedAt),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull().default('question'),
    mediaUrl: text('media_url'),
    mediaType: varchar('media_type', { length: 10, enum: MEDIA_TYPES }),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('community_posts_created_idx').on(t.createdAt, t.id),
    index('community_posts_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('community_comments_post_created_idx').on(t.postId, t.createdAt),
    index('community_comments_user_idx').on(t.userId),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_likes_post_user_unique').on(t.postId, t.userId),
    index('post_likes_user_idx').on(t.userId),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => communityComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_likes_comment_user_unique').on(t.commentId, t.userId),
    index('comment_likes_user_idx').on(t.userId),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_post_user_unique').on(t.postId, t.userId),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const userFollows = pgTable(
  'user_follows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: integer('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_follows_pair_unique').on(t.followerId, t.followingId),
    index('user_follows_following_idx').on(t.followingId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email)],
);

/**
 * The first answer to each client-made Idempotency-Key, per user, so that a
 * replayed request from the outbox returns it again instead of acting twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Uploaded community media; the bytes live here so every instance can serve them. */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    /** A picture's smaller copy for lists (at most 400 px on the long side); null for videos. */
    thumbData: bytea('thumb_data'),
    createdAt: createdAt(),
  },
  (t) => [index('media_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ms('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Every change an admin makes: who (kept as text too, so the line survives the
 * account), what, to which row, when, and a short JSON summary.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    summary: text('summary').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * A person's children (My children). The id is a UUID made on the device that first wrote
 * the child, so a change replayed from its outbox names the same row. Nothing here is ever
 * shown to anyone but the account's owner.
 */
export const children = pgTable(
  'children',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** YYYY-MM-DD: a calendar date, not an instant. */
    birthDate: text('birth_date').notNull(),
    /** Severe eczema or a known food allergy. */
    allergyRisk: integer('allergy_risk').notNull().default(0),
    /** JSON: allergen -> YYYY-MM-DD a doctor said it may be offered again after a reaction. */
    resumedAllergens: text('resumed_allergens').notNull().default('{}'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('children_user_idx').on(t.userId)],
);

/** The foods each child has tried: one row per food per time it was offered. */
export const childFoodLogs = pgTable(
  'child_food_logs',
  {
    id: text('id').primaryKey(),
    childId: text('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The First Foods guide's slug, or null for a food typed as free text. */
    foodSlug: text('food_slug'),
    foodName: text('food_name').notNull(),
    /** YYYY-MM-DD */
    date: text('date').notNull(),
    response: text('response').notNull(),
    reaction: text('reaction').notNull(),
    note: text('note').notNull().default(''),
    /** The recipe it was eaten in; kept as a number when the recipe is later deleted. */
    recipeId: integer('recipe_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('child_food_logs_child_date_idx').on(t.childId, t.date),
    index('child_food_logs_user_idx').on(t.userId),
  ],
);

/**
 * One-time password-reset links an operator issues (`npm run admin -- reset-link`). Only the
 * SHA-256 of the token is kept; a link works once, before `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
