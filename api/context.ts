/**
 * What every route can reach: the services built by createApp, and the
 * signed-in user that the session middleware found (or null).
 */
import type { Config } from './env';
import type { Assistant } from './services/ai/assistant';
import type { DataStore } from './db/store';
import type { Logger } from './lib/logger';
import type { PublicUser } from '../shared/schemas/user';
import type { AccountService } from './services/account';
import type { AdminService } from './services/admin/service';
import type { CatalogService } from './services/catalog';
import type { CatalogChangesService } from './services/catalog-changes';
import type { ChildrenService } from './services/children';
import type { CommunityService } from './services/community';
import type { IdempotencyService } from './services/idempotency';
import type { MediaService } from './services/media';
import type { RateLimiter } from './services/rate-limit';
import type { RecipeService } from './services/recipes';
import type { ResponseCache } from './services/response-cache';
import type { SessionService } from './services/sessions';
import type { UserService } from './services/users';

export interface Services {
  config: Config;
  store: DataStore;
  log: Logger;
  now: () => number;
  users: UserService;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  recipes: RecipeService;
  catalog: CatalogService;
  /** Public catalog responses, built once per catalog version. */
  catalogResponses: ResponseCache;
  /** Each reader's community feed pages, built once per community version. */
  communityResponses: ResponseCache;
  /** Public screens rendered for visitors who are not signed in, once per catalog version. */
  renderedPages: ResponseCache;
  catalogChanges: CatalogChangesService;
  idempotency: IdempotencyService;
  media: MediaService;
  community: CommunityService;
  /** My children: each person's children and the foods they have tried. */
  children: ChildrenService;
  /** A person's own account: export, details, password, deletion, reset links. */
  account: AccountService;
  /** The AI assistant: an OpenAI-compatible model when a key is set, else the built-in library. */
  ai: Assistant;
  startedAt: number;
  admin: AdminService;
}

export interface AppEnv {
  Variables: {
    services: Services;
    user: PublicUser | null;
    sessionId: string | null;
    clientIp: string;
    /** This request's id (api/middleware/access-log.ts): in its log lines and its X-Request-Id. */
    requestId: string;
    /**
     * Set by a route whose response already carries every header it needs (a
     * cached response: security headers, caching, encoding); the finishing middleware
     * (security headers, compression, Cache-Control) then leaves it untouched.
     */
    complete?: boolean;
  };
}
