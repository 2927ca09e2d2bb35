/** Every route of the product in one table, with href helpers. */
export const paths = {
  home: '/',
  auth: '/auth',
  register: '/auth?action=register',
  recipes: '/recipes',
  recipe: (id: number | string) => `/recipes/${id}`,
  foods: '/foods',
  food: (slug: string) => `/foods/${slug}`,
  guides: '/guides',
  guide: (id: number | string) => `/guides/${id}`,
  sugarBoard: '/sugar-board',
  about: '/about',
  chatbot: '/chatbot',
  privacy: '/privacy',
  terms: '/terms',
  mealPlan: '/meal-plan',
  shoppingList: '/shopping-list',
  community: '/community',
  account: '/account',
  resetPassword: '/reset-password',
  children: '/children',
  child: (id: string) => `/children/${id}`,
  nutritionTips: '/nutrition-tips',
  admin: '/admin',
  adminRecipes: '/admin/recipes',
  adminRecipeNew: '/admin/recipes/new',
  adminRecipeEdit: (id: number | string) => `/admin/recipes/${id}/edit`,
  adminCategories: '/admin/categories',
  adminTips: '/admin/nutrition-tips',
  adminUsers: '/admin/users',
  adminCommunity: '/admin/community-posts',
  adminAuditLog: '/admin/audit-log',
  serverDashboard: '/server-dashboard',
} as const;

/** The sign-in screen, coming back to `to` afterwards. */
export const authWithRedirect = (to: string) => `${paths.auth}?redirect=${encodeURIComponent(to)}`;

/**
 * A redirect target from the address bar, kept only when it is a path on this
 * site (never another origin), so /auth cannot be used to send people away.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.home): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
