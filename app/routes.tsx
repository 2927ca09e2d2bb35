/**
 * The route table in one place: every screen of the spec with its guard,
 * public screens split into their own chunks, the admin area lazy behind a
 * spinner, and the 'Page Not Found' card for anything else.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './components/not-found';
import { Layout } from './components/layout';
import { RequireAdmin, RequireUser } from './components/guards';
import { RouteError } from './components/route-error';

/** A screen whose code loads on demand; `preload` fetches it ahead of the first render. */
type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy for a module's named export, plus `preload`. Once the code is in,
 * the screen renders it directly, with no suspending: a screen rendered by the
 * server is hydrated in place instead of falling back to the spinner.
 */
function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => ({ default: (loaded = m[name] as ComponentType) }),
      (err: unknown) => {
        pending = undefined; // so that a later preload (back online) can try again
        throw err;
      },
    ));
  const Lazy = lazy(preload);
  const Screen = () => createElement(loaded ?? Lazy);
  return Object.assign(Screen, { preload });
}

const HomePage = lazyNamed(() => import('./features/home/home-page'), 'HomePage');
const AuthPage = lazyNamed(() => import('./features/auth/auth-page'), 'AuthPage');
const RecipesPage = lazyNamed(() => import('./features/recipes/recipes-page'), 'RecipesPage');
const RecipeDetailPage = lazyNamed(() => import('./features/recipes/recipe-detail-page'), 'RecipeDetailPage');
const FoodsPage = lazyNamed(() => import('./features/foods/foods-page'), 'FoodsPage');
const FoodDetailPage = lazyNamed(() => import('./features/foods/food-detail-page'), 'FoodDetailPage');
const GuidesPage = lazyNamed(() => import('./features/guides/guides-page'), 'GuidesPage');
const GuideDetailPage = lazyNamed(() => import('./features/guides/guide-detail-page'), 'GuideDetailPage');
const SugarBoardPage = lazyNamed(() => import('./features/sugar/sugar-board-page'), 'SugarBoardPage');
const AboutPage = lazyNamed(() => import('./features/about/about-page'), 'AboutPage');
const PrivacyPage = lazyNamed(() => import('./features/legal/privacy-page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('./features/legal/terms-page'), 'TermsPage');
const NutritionTipsPage = lazyNamed(() => import('./features/tips/nutrition-tips-page'), 'NutritionTipsPage');
const ChatbotPage = lazyNamed(() => import('./features/chatbot/chatbot-page'), 'ChatbotPage');
const MealPlanPage = lazyNamed(() => import('./features/meal-plan/meal-plan-page'), 'MealPlanPage');
const ShoppingListPage = lazyNamed(
  () => import('./features/shopping-list/shopping-list-page'),
  'ShoppingListPage',
);
const CommunityPage = lazyNamed(() => import('./features/community/community-page'), 'CommunityPage');

// The admin area: every file starts with "admin-" so its chunks stay out of the precache.
const AdminDashboardPage = lazyNamed(
  () => import('./features/admin/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminRecipesPage = lazyNamed(() => import('./features/admin/admin-recipes-page'), 'AdminRecipesPage');
const AdminRecipeFormPage = lazyNamed(
  () => import('./features/admin/admin-recipe-form-page'),
  'AdminRecipeFormPage',
);
const AdminCategoriesPage = lazyNamed(
  () => import('./features/admin/admin-categories-page'),
  'AdminCategoriesPage',
);
const AdminTipsPage = lazyNamed(() => import('./features/admin/admin-tips-page'), 'AdminTipsPage');
const AdminUsersPage = lazyNamed(() => import('./features/admin/admin-users-page'), 'AdminUsersPage');
const AdminCommunityPage = lazyNamed(
  () => import('./features/admin/admin-community-page'),
  'AdminCommunityPage',
);
const AdminAuditLogPage = lazyNamed(
  () => import('./features/admin/admin-audit-log-page'),
  'AdminAuditLogPage',
);
const AdminServerDashboardPage = lazyNamed(
  () => import('./features/admin/admin-server-dashboard-page'),
  'AdminServerDashboardPage',
);

/**
 * Marks a public screen the server renders for a first visit (no guard, the same
 * for every visitor but the header). The rest are rendered in the browser.
 */
const SERVER_RENDERED = { serverRendered: true } as const;

const user = (Page: ComponentType) => (
  <RequireUser>
    <Page />
  </RequireUser>
);
const admin = (Page: ComponentType) => (
  <RequireAdmin>
    <Page />
  </RequireAdmin>
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a screen keep the header and footer around the message.
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <HomePage />, handle: SERVER_RENDERED },
          { path: '/auth', element: <AuthPage /> },
          { path: '/recipes', element: <RecipesPage />, handle: SERVER_RENDERED },
          { path: '/recipes/:id', element: <RecipeDetailPage />, handle: SERVER_RENDERED },
          { path: '/foods', element: <FoodsPage />, handle: SERVER_RENDERED },
          { path: '/foods/:slug', element: <FoodDetailPage />, handle: SERVER_RENDERED },
          { path: '/guides', element: <GuidesPage />, handle: SERVER_RENDERED },
          { path: '/guides/:id', element: <GuideDetailPage />, handle: SERVER_RENDERED },
          { path: '/sugar-board', element: <SugarBoardPage />, handle: SERVER_RENDERED },
          { path: '/about', element: <AboutPage />, handle: SERVER_RENDERED },
          { path: '/privacy', element: <PrivacyPage />, handle: SERVER_RENDERED },
          { path: '/terms', element: <TermsPage />, handle: SERVER_RENDERED },
          { path: '/nutrition-tips', element: <NutritionTipsPage />, handle: SERVER_RENDERED },
          { path: '/chatbot', element: user(ChatbotPage) },
          { path: '/meal-plan', element: user(MealPlanPage) },
          { path: '/shopping-list', element: user(ShoppingListPage) },
          { path: '/community', element: user(CommunityPage) },
          { path: '/admin', element: admin(AdminDashboardPage) },
          { path: '/admin/recipes', element: admin(AdminRecipesPage) },
          { path: '/admin/recipes/new', element: admin(AdminRecipeFormPage) },
          { path: '/admin/recipes/:id/edit', element: admin(AdminRecipeFormPage) },
          { path: '/admin/categories', element: admin(AdminCategoriesPage) },
          { path: '/admin/nutrition-tips', element: admin(AdminTipsPage) },
          { path: '/admin/users', element: admin(AdminUsersPage) },
          { path: '/admin/community-posts', element: admin(AdminCommunityPage) },
          { path: '/admin/audit-log', element: admin(AdminAuditLogPage) },
          { path: '/server-dashboard', element: admin(AdminServerDashboardPage) },
          // Rendered on the server too, so an unknown address answers 404 with the card.
          { path: '*', element: <NotFoundPage />, handle: SERVER_RENDERED },
        ],
      },
    ],
  },
];

/** The route of an address, and whether the server renders it. */
export function screenFor(pathname: string): { serverRendered: boolean; preload: () => Promise<unknown> } {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  const type: unknown =
    route?.element && typeof route.element === 'object' && 'type' in route.element
      ? route.element.type
      : undefined;
  const preload =
    typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
      ? (type.preload as () => Promise<unknown>)
      : () => Promise.resolve();
  return { serverRendered: route?.handle === SERVER_RENDERED, preload };
}
