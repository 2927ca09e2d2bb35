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

/**
 * Every screen's module, keyed by its path under app/ (as the build's manifest keys it), loaded on
 * demand: each is its own chunk.
 */
const screenModules = import.meta.glob<Record<string, unknown>>('./features/*/*-page.tsx');

/**
 * A screen whose code loads on demand; `preload` fetches it ahead of the first render, and
 * `module` names it in the build's manifest, so the server can preload its chunk with the page.
 */
type LazyScreen = ComponentType & { preload: () => Promise<unknown>; module: string };

/**
 * React.lazy for a screen module's named export, plus `preload`. Once the code is in,
 * the screen renders it directly, with no suspending: a screen rendered by the
 * server is hydrated in place instead of falling back to the spinner.
 */
function lazyNamed(module: string, name: string): LazyScreen {
  const load = screenModules[`./${module}`];
  if (!load) throw new Error(`No screen module app/${module}`);
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
  return Object.assign(Screen, { preload, module });
}

const HomePage = lazyNamed('features/home/home-page.tsx', 'HomePage');
const AuthPage = lazyNamed('features/auth/auth-page.tsx', 'AuthPage');
const RecipesPage = lazyNamed('features/recipes/recipes-page.tsx', 'RecipesPage');
const RecipeDetailPage = lazyNamed('features/recipes/recipe-detail-page.tsx', 'RecipeDetailPage');
const FoodsPage = lazyNamed('features/foods/foods-page.tsx', 'FoodsPage');
const FoodDetailPage = lazyNamed('features/foods/food-detail-page.tsx', 'FoodDetailPage');
const GuidesPage = lazyNamed('features/guides/guides-page.tsx', 'GuidesPage');
const GuideDetailPage = lazyNamed('features/guides/guide-detail-page.tsx', 'GuideDetailPage');
const SugarBoardPage = lazyNamed('features/sugar/sugar-board-page.tsx', 'SugarBoardPage');
const AboutPage = lazyNamed('features/about/about-page.tsx', 'AboutPage');
const PrivacyPage = lazyNamed('features/legal/privacy-page.tsx', 'PrivacyPage');
const TermsPage = lazyNamed('features/legal/terms-page.tsx', 'TermsPage');
const NutritionTipsPage = lazyNamed('features/tips/nutrition-tips-page.tsx', 'NutritionTipsPage');
const ChatbotPage = lazyNamed('features/chatbot/chatbot-page.tsx', 'ChatbotPage');
const MealPlanPage = lazyNamed('features/meal-plan/meal-plan-page.tsx', 'MealPlanPage');
const ShoppingListPage = lazyNamed('features/shopping-list/shopping-list-page.tsx', 'ShoppingListPage');
const CommunityPage = lazyNamed('features/community/community-page.tsx', 'CommunityPage');
const AccountPage = lazyNamed('features/account/account-page.tsx', 'AccountPage');
const ResetPasswordPage = lazyNamed('features/account/reset-password-page.tsx', 'ResetPasswordPage');
const ChildrenPage = lazyNamed('features/children/children-page.tsx', 'ChildrenPage');
const ChildPage = lazyNamed('features/children/child-page.tsx', 'ChildPage');

// The admin area: every module under features/admin/ and every chunk only they load stay out of the
// service worker's precache, whatever their names (vite.config.ts, scripts/precache-scope.ts).
const AdminDashboardPage = lazyNamed('features/admin/admin-dashboard-page.tsx', 'AdminDashboardPage');
const AdminRecipesPage = lazyNamed('features/admin/admin-recipes-page.tsx', 'AdminRecipesPage');
const AdminRecipeFormPage = lazyNamed('features/admin/admin-recipe-form-page.tsx', 'AdminRecipeFormPage');
const AdminCategoriesPage = lazyNamed('features/admin/admin-categories-page.tsx', 'AdminCategoriesPage');
const AdminTipsPage = lazyNamed('features/admin/admin-tips-page.tsx', 'AdminTipsPage');
const AdminUsersPage = lazyNamed('features/admin/admin-users-page.tsx', 'AdminUsersPage');
const AdminCommunityPage = lazyNamed('features/admin/admin-community-page.tsx', 'AdminCommunityPage');
const AdminAuditLogPage = lazyNamed('features/admin/admin-audit-log-page.tsx', 'AdminAuditLogPage');
const AdminServerDashboardPage = lazyNamed(
  'features/admin/admin-server-dashboard-page.tsx',
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
    // Errors inside a screen keep the header and footer around the message (components/layout.tsx).
    element: <Layout />,
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
      { path: '/account', element: user(AccountPage) },
      // Public, and drawn in the browser only: the address holds a one-time token.
      { path: '/reset-password', element: <ResetPasswordPage /> },
      // On the device for everyone (signed out too), so drawn in the browser only.
      { path: '/children', element: <ChildrenPage /> },
      { path: '/children/:id', element: <ChildPage /> },
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
];

/** The route of an address, and whether the server renders it. */
export function screenFor(pathname: string): {
  serverRendered: boolean;
  preload: () => Promise<unknown>;
  /** The screen's module (its path under app/), when its code loads on demand. */
  module: string | null;
} {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  const type: unknown =
    route?.element && typeof route.element === 'object' && 'type' in route.element
      ? route.element.type
      : undefined;
  const lazyScreen =
    typeof type === 'function' && 'preload' in type && 'module' in type ? (type as LazyScreen) : null;
  return {
    serverRendered: route?.handle === SERVER_RENDERED,
    preload: lazyScreen?.preload ?? (() => Promise.resolve()),
    module: lazyScreen?.module ?? null,
  };
}
