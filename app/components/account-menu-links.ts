import { paths } from '../lib/paths';

/** The admin area's entry points, in the account menu and the mobile menu. */
export const ADMIN_LINKS = [
  { label: 'Admin Dashboard', to: paths.admin },
  { label: 'Manage Recipes', to: paths.adminRecipes },
  { label: 'Server Dashboard', to: paths.serverDashboard },
] as const;
