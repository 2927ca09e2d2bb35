/** Business constants from spec section 9 and the limits DESIGN.md sets. */

export const PRODUCT_NAME = 'SproutPlate';
export const RECIPE_PAGE_SIZE = 12;
export const COMMUNITY_PAGE_SIZE = 10;
export const INSTRUCTIONS_COLLAPSED_STEPS = 3;
export const RECIPE_SKELETONS = 6;
export const COLLECTION_SKELETONS = 6;
export const TIP_SKELETONS = 3;
export const FEATURED_SKELETONS = 3;
export const PLANNER_PICKER_HEIGHT_PX = 400;
export const DEFAULT_SERVINGS = 4;
export const DEFAULT_COOK_TIME = 0;

export const TOAST = {
  /** At most one toast at once. */
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;

/** Images 5 MB and videos 25 MB decoded; base64 adds a third. */
export const MEDIA_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 25 * 1024 * 1024,
} as const;

/** Request body limits per route; everything else is capped at 64 KB. */
export const BODY_LIMITS: readonly { method: string; pattern: RegExp; bytes: number }[] = [
  // A post may carry a video as a data URL: 25 MB decoded is about 34 MB of base64.
  { method: 'POST', pattern: /^\/api\/community\/posts$/, bytes: 36 * 1024 * 1024 },
  { method: 'POST', pattern: /^\/api\/admin\/media$/, bytes: 8 * 1024 * 1024 },
  // A chat of up to 50 messages of 4,000 characters.
  { method: 'POST', pattern: /^\/api\/chatbot\//, bytes: 512 * 1024 },
];

/** Posting and commenting per person; a parent asking a few questions never meets them, a flood does. */
export const COMMUNITY_LIMITS = {
  posts: { limit: 10, windowMs: 60 * 60 * 1000 },
  comments: { limit: 30, windowMs: 10 * 60 * 1000 },
  titleMax: 200,
  contentMax: 10_000,
  commentMax: 2_000,
  searchMax: 100,
} as const;

/** Rows per page in the admin area's tables. */
export const ADMIN_PAGE_SIZE = 20;
/**
 * AI assistant rate limits (DESIGN.md "rate limits on ... AI calls"). Visitors (the sugar board's
 * question box) are counted by address and get fewer; signed-in people are counted by account.
 */
export const CHAT_RATE_LIMITS = {
  visitorPerAddress: { limit: 10, windowMs: 10 * 60 * 1000 },
  userPerAccount: { limit: 60, windowMs: 10 * 60 * 1000 },
  recommendationsPerAccount: { limit: 20, windowMs: 10 * 60 * 1000 },
} as const;

/** Recipes per page when the device syncs its catalog: small enough to store without holding up the screen. */
export const CATALOG_SYNC_PAGE = 200;
