/** The admin area's services, built once from the app's own. */
import type { DataStore } from '../../db/store';
import type { Config } from '../../env';
import type { CatalogChangesService } from '../catalog-changes';
import type { IdempotencyService } from '../idempotency';
import type { MediaService } from '../media';
import type { RecipeService } from '../recipes';
import { createAuditService } from './audit';
import { createAdminCatalogService } from './catalog';
import { createAdminCommunityService } from './community';
import { createAdminRecipeService } from './recipes';
import { createAdminServerService } from './server';
import { createAdminUserService } from './users';

export function createAdminService(deps: {
  store: DataStore;
  config: Config;
  now: () => number;
  startedAt: number;
  recipes: RecipeService;
  catalogChanges: CatalogChangesService;
  media: MediaService;
  idempotency: IdempotencyService;
}) {
  const audit = createAuditService(deps.store, deps.now);
  const users = createAdminUserService(deps.store, audit);
  const community = createAdminCommunityService({ store: deps.store, media: deps.media, audit });
  return {
    audit,
    users,
    community,
    recipes: createAdminRecipeService({ ...deps, audit }),
    catalog: createAdminCatalogService({ ...deps, audit }),
    server: createAdminServerService({ ...deps, users, community }),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
