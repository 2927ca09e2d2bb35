/**
 * The device's database (IndexedDB through Dexie). Mirrored tables hold a
 * copy of the server's catalog for offline browsing; local tables hold what
 * lives only on this device: the remembered user, saved-recipe state, the
 * outbox of changes waiting to be sent. Nothing else imports Dexie; the
 * catalog mirror's update writes its tables through plain IndexedDB
 * (catalog-mirror-update.ts), on the schema both share.
 */
import Dexie, { type EntityTable } from 'dexie';
import {
  type CATALOG_SYNCED_KEY,
  DEVICE_DB_NAME,
  DEVICE_DB_VERSIONS,
  type REMEMBERED_USER_KEY,
} from '@shared/lib/device-idb';
import type { OutboxItem } from '@shared/lib/outbox';
import type { Category, NutritionTip } from '@shared/schemas/catalog';
import type { Child, FoodLog } from '@shared/schemas/children';
import type { CommunityComment, PostListResponse } from '@shared/schemas/community';
import type { Recipe } from '@shared/schemas/recipe';
import type { PublicUser } from '@shared/schemas/user';

export interface MetaRow {
  key: typeof CATALOG_SYNCED_KEY | 'savedSyncedAt';
  value: number;
}

export interface SessionRow {
  key: typeof REMEMBERED_USER_KEY;
  user: PublicUser;
  rememberedAt: number;
}

export interface SavedRecipeRow {
  recipeId: number;
  userId: number;
}

/** A week's plan as stored: validated when read, since storage can hold anything. */
export interface MealPlanRow {
  weekStart: string;
  plan: unknown;
  updatedAt: number;
}

export interface ShoppingCheckRow {
  /** `${weekStart}|${itemKey}` */
  id: string;
  weekStart: string;
}

/** A lesson marked complete on this device. */
export interface CourseProgressRow {
  lessonId: string;
  courseId: number;
  completedAt: number;
}

/** A community list page as last seen online, for reading offline. */
export interface CommunityPageRow {
  /** `${userId}|${tab}|${search}|${page}` */
  key: string;
  userId: number;
  response: PostListResponse;
  savedAt: number;
}

/** A post's comments as last seen online. */
export interface CommunityCommentsRow {
  /** `${userId}|${postId}` */
  key: string;
  userId: number;
  comments: CommunityComment[];
  savedAt: number;
}

/**
 * A child on this device. `userId` is the account it belongs to, or null for a child kept on this
 * device only (added signed out); IndexedDB leaves null out of the userId index.
 */
export interface ChildRow extends Child {
  userId: number | null;
}

/** A food a child tried, on this device; `userId` as its child's. */
export interface FoodLogRow extends FoodLog {
  userId: number | null;
}

export class DeviceDb extends Dexie {
  // Mirrored from the server by the catalog sync.
  recipes!: EntityTable<Recipe, 'id'>;
  categories!: EntityTable<Category, 'id'>;
  tips!: EntityTable<NutritionTip, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  // Local to the device and the signed-in person.
  session!: EntityTable<SessionRow, 'key'>;
  savedRecipes!: EntityTable<SavedRecipeRow, 'recipeId'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  mealPlans!: EntityTable<MealPlanRow, 'weekStart'>;
  shoppingChecks!: EntityTable<ShoppingCheckRow, 'id'>;
  courseProgress!: EntityTable<CourseProgressRow, 'lessonId'>;
  communityPages!: EntityTable<CommunityPageRow, 'key'>;
  communityComments!: EntityTable<CommunityCommentsRow, 'key'>;
  children!: EntityTable<ChildRow, 'id'>;
  foodLogs!: EntityTable<FoodLogRow, 'id'>;

  constructor() {
    super(DEVICE_DB_NAME);
    // The schema is declared once, with the worker that may create the database first.
    DEVICE_DB_VERSIONS.forEach((stores, i) => this.version(i + 1).stores(stores));
  }
}

export const deviceDb = new DeviceDb();
