/**
 * One request to every route of the API, on the engine this run has (SQLite, or PostgreSQL with
 * TEST_ENGINE=postgres): each answers its success status, never a 5xx, and JSON where the API
 * answers JSON. The routes are read from the app itself, so a route added later fails here until
 * CALLS below has a request for it (its path's values, and its body if it is a write).
 *
 * The calls run in the order of CALLS, as the people who would make them: a visitor, a parent,
 * an admin, and accounts of their own for signing out and for deleting an account. What a route
 * removes is made first (by an earlier call or in the set-up), so nothing is skipped.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isStateChanging } from '../../shared/lib/http-methods';
import { createUserService } from '../services/users';
import { createTestApp, TEST_SCRYPT_COST, type TestApp, type TestClient } from '../test/harness';
import { TEST_ENGINE } from '../test/stores';

const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'pear-and-oat-porridge-2026';
const ORIGIN = 'http://localhost';
// The test clock (api/test/harness.ts) is 2026-11-21T12:00:00Z.
const TODAY = '2026-11-21';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const recipeBody = (title: string, categoryId: number | null = null) => ({
  title,
  description: 'A soft, mild red lentil mash for new eaters.',
  ingredients: '50 g red lentils\n1 small carrot, peeled\n200 ml water',
  instructions: 'Rinse the lentils.\nSimmer with the carrot for 20 minutes.\nMash until smooth.',
  prepTime: 10,
  cookTime: 20,
  servings: 2,
  ageGroup: '6-12 months',
  mealType: 'lunch',
  difficulty: 'easy',
  categoryId,
  dietaryRestrictions: ['vegetarian', 'dairy-free'],
});
const categoryBody = (name: string) => ({ name, description: 'Soft foods for the first months.' });
const tipBody = (title: string) => ({
  title,
  content: 'From six months, offer small sips of water from an open cup with meals.',
  tipType: 'secondary',
  expertName: 'Dr Ada Field',
  expertTitle: 'Paediatric dietitian',
});
const postBody = (title: string) => ({
  title,
  content: 'What did your toddler enjoy as a first finger food?',
  contentType: 'question',
});
const childBody = (name: string) => ({ id: randomUUID(), name, birthDate: '2026-03-10' });
const logBody = (foodName: string) => ({
  id: randomUUID(),
  foodSlug: foodName.toLowerCase(),
  foodName,
  date: TODAY,
  response: 'liked',
  reaction: 'none',
});

/** Who makes a call: a visitor is a new client each time, never signed in. */
type Who = 'visitor' | 'parent' | 'admin' | 'outgoing' | 'leaver';

/** The ids the calls need; set in the set-up, or by a call that makes the thing. */
interface Ids {
  leaverUser: number;
  forgetfulUser: number;
  recipe: number;
  category: number;
  tip: number;
  media: string;
  post: number;
  comment: number;
  child: string;
  log: string;
  newRecipe: number;
  newCategory: number;
  newTip: number;
  newPost: number;
  newComment: number;
  newChild: string;
  newLog: string;
}

type Json = Record<string, unknown>;

interface Call {
  as: Who;
  /** Each of the path's parameters, and the id it takes. */
  params?: Record<string, keyof Ids>;
  query?: string;
  /** A write's JSON body, or null for a write that sends none (like, follow, logout). */
  body?: (() => unknown) | null;
  status: 200 | 201 | 204;
  /** The answer's type when it is not JSON (pictures). */
  type?: RegExp;
  /** Keeps an id from the answer for later calls. */
  keep?: (answer: Json) => Partial<Ids>;
}

let t: TestApp;
const clients = {} as Record<Exclude<Who, 'visitor'>, TestClient>;
const ids: Partial<Ids> = {};

/** Every route, in the order the calls are made: what a call removes was made before it. */
const CALLS: [route: string, call: Call][] = [
  // Signed out.
  ['GET /api/health', { as: 'visitor', status: 200 }],
  ['GET /api/recipes', { as: 'visitor', query: '?q=lentil&age=6-12%20months&diet=vegetarian', status: 200 }],
  ['GET /api/recipes/featured', { as: 'visitor', status: 200 }],
  ['GET /api/recipes/:id', { as: 'visitor', params: { id: 'recipe' }, status: 200 }],
  ['GET /api/categories', { as: 'visitor', status: 200 }],
  ['GET /api/nutrition-tips', { as: 'visitor', status: 200 }],
  ['GET /api/catalog/sync', { as: 'visitor', query: '?since=0&limit=50', status: 200 }],
  ['GET /api/media/:id', { as: 'visitor', params: { id: 'media' }, status: 200, type: /^image\// }],
  ['GET /api/media/:id/thumb', { as: 'visitor', params: { id: 'media' }, status: 200, type: /^image\// }],
  [
    'POST /api/newsletter/subscribe',
    { as: 'visitor', body: () => ({ email: 'Ada.Parent@example.com' }), status: 201 },
  ],
  [
    'POST /api/chatbot/chat',
    {
      as: 'visitor',
      body: () => ({ messages: [{ role: 'user', content: 'When can my baby start eating eggs?' }] }),
      status: 200,
    },
  ],
  [
    'POST /api/register',
    { as: 'visitor', body: () => ({ username: 'new_parent', password: PASSWORD }), status: 201 },
  ],
  [
    'POST /api/login',
    { as: 'visitor', body: () => ({ username: 'outgoing', password: PASSWORD }), status: 200 },
  ],
  [
    'POST /api/account/reset',
    {
      as: 'visitor',
      body: async () => {
        const { token } = await t.services().account.issueResetLink(ids.forgetfulUser!);
        return { token, newPassword: NEW_PASSWORD };
      },
      status: 200,
    },
  ],

  // A parent: account, recipes, children.
  ['GET /api/user', { as: 'parent', status: 200 }],
  ['PATCH /api/account', { as: 'parent', body: () => ({ name: 'Ada Parent' }), status: 200 }],
  ['POST /api/recipes/:id/save', { as: 'parent', params: { id: 'recipe' }, body: null, status: 200 }],
  ['GET /api/recipes/saved', { as: 'parent', status: 200 }],
  ['GET /api/recipes/:id/saved', { as: 'parent', params: { id: 'recipe' }, status: 200 }],
  ['DELETE /api/recipes/:id/save', { as: 'parent', params: { id: 'recipe' }, body: null, status: 200 }],
  [
    'POST /api/chatbot/recipe-recommendations',
    {
      as: 'parent',
      body: () => ({
        childAge: '6-12 months',
        dietaryRestrictions: ['vegetarian'],
        preferredFoods: 'lentils, carrot',
        dislikedFoods: 'egg',
      }),
      status: 200,
    },
  ],
  ['GET /api/children', { as: 'parent', status: 200 }],
  [
    'POST /api/children',
    { as: 'parent', body: () => childBody('Noah'), status: 201, keep: (a) => ({ newChild: String(a.id) }) },
  ],
  [
    'PATCH /api/children/:id',
    { as: 'parent', params: { id: 'child' }, body: () => ({ name: 'Ava Rose' }), status: 200 },
  ],
  [
    'POST /api/children/:id/logs',
    {
      as: 'parent',
      params: { id: 'child' },
      body: () => logBody('Avocado'),
      status: 201,
      keep: (a) => ({ newLog: String(a.id) }),
    },
  ],
  [
    'DELETE /api/children/:id/logs/:logId',
    { as: 'parent', params: { id: 'child', logId: 'newLog' }, body: null, status: 204 },
  ],
  ['DELETE /api/children/:id', { as: 'parent', params: { id: 'newChild' }, body: null, status: 204 }],

  // A parent in the community.
  ['GET /api/community/posts', { as: 'parent', query: '?search=finger&page=1', status: 200 }],
  [
    'POST /api/community/posts',
    {
      as: 'parent',
      body: () => ({ ...postBody('Sweet potato wedges'), mediaUrl: PNG, mediaType: 'image' }),
      status: 201,
      keep: (a) => ({ newPost: Number(a.id) }),
    },
  ],
  ['GET /api/community/posts/:id', { as: 'parent', params: { id: 'post' }, status: 200 }],
  ['POST /api/community/posts/:id/like', { as: 'parent', params: { id: 'post' }, body: null, status: 200 }],
  ['DELETE /api/community/posts/:id/like', { as: 'parent', params: { id: 'post' }, body: null, status: 200 }],
  [
    'POST /api/community/posts/:id/bookmark',
    { as: 'parent', params: { id: 'post' }, body: null, status: 200 },
  ],
  [
    'DELETE /api/community/posts/:id/bookmark',
    { as: 'parent', params: { id: 'post' }, body: null, status: 200 },
  ],
  ['GET /api/community/posts/:id/comments', { as: 'parent', params: { id: 'post' }, status: 200 }],
  [
    'POST /api/community/posts/:id/comments',
    {
      as: 'parent',
      params: { id: 'post' },
      body: () => ({ content: 'Banana fingers went down well here.' }),
      status: 201,
      keep: (a) => ({ newComment: Number(a.id) }),
    },
  ],
  [
    'POST /api/community/comments/:id/like',
    { as: 'parent', params: { id: 'comment' }, body: null, status: 200 },
  ],
  [
    'DELETE /api/community/comments/:id/like',
    { as: 'parent', params: { id: 'comment' }, body: null, status: 200 },
  ],
  // Admins cannot be followed: the parent follows another parent.
  ['GET /api/community/users/:id/is-following', { as: 'parent', params: { id: 'leaverUser' }, status: 200 }],
  [
    'POST /api/community/users/:id/follow',
    { as: 'parent', params: { id: 'leaverUser' }, body: null, status: 200 },
  ],
  [
    'DELETE /api/community/users/:id/follow',
    { as: 'parent', params: { id: 'leaverUser' }, body: null, status: 200 },
  ],
  [
    'DELETE /api/community/comments/:id',
    { as: 'parent', params: { id: 'newComment' }, body: null, status: 200 },
  ],
  ['DELETE /api/community/posts/:id', { as: 'parent', params: { id: 'newPost' }, body: null, status: 200 }],
  ['GET /api/account/export', { as: 'parent', status: 200 }],
  [
    'POST /api/account/password',
    { as: 'parent', body: () => ({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }), status: 200 },
  ],

  // An admin.
  ['GET /api/admin/stats', { as: 'admin', status: 200 }],
  ['GET /api/admin/server', { as: 'admin', status: 200 }],
  ['POST /api/admin/media', { as: 'admin', body: () => ({ dataUrl: PNG }), status: 201 }],
  ['GET /api/admin/recipes', { as: 'admin', query: '?q=lentil&page=1', status: 200 }],
  [
    'POST /api/admin/recipes',
    {
      as: 'admin',
      body: () => recipeBody('Pear and Oat Porridge'),
      status: 201,
      keep: (a) => ({ newRecipe: Number(a.id) }),
    },
  ],
  ['GET /api/admin/recipes/:id', { as: 'admin', params: { id: 'recipe' }, status: 200 }],
  [
    'PUT /api/admin/recipes/:id',
    {
      as: 'admin',
      params: { id: 'recipe' },
      body: () => recipeBody('Quokka Lentil Mash, Smoother', ids.category),
      status: 200,
    },
  ],
  [
    'PUT /api/admin/recipes/:id/featured',
    { as: 'admin', params: { id: 'recipe' }, body: () => ({ featured: true }), status: 200 },
  ],
  [
    'PUT /api/admin/recipes/:id/dietary-restrictions',
    {
      as: 'admin',
      params: { id: 'recipe' },
      body: () => ({ dietaryRestrictions: ['vegetarian', 'gluten-free'] }),
      status: 200,
    },
  ],
  ['DELETE /api/admin/recipes/:id', { as: 'admin', params: { id: 'newRecipe' }, body: null, status: 200 }],
  ['GET /api/admin/categories', { as: 'admin', status: 200 }],
  [
    'POST /api/admin/categories',
    {
      as: 'admin',
      body: () => categoryBody('Quick breakfasts'),
      status: 201,
      keep: (a) => ({ newCategory: Number(a.id) }),
    },
  ],
  [
    'PUT /api/admin/categories/:id',
    { as: 'admin', params: { id: 'category' }, body: () => categoryBody('First tastes'), status: 200 },
  ],
  [
    'DELETE /api/admin/categories/:id',
    { as: 'admin', params: { id: 'newCategory' }, body: null, status: 200 },
  ],
  ['GET /api/admin/nutrition-tips', { as: 'admin', status: 200 }],
  [
    'POST /api/admin/nutrition-tips',
    {
      as: 'admin',
      body: () => tipBody('Iron-rich first foods'),
      status: 201,
      keep: (a) => ({ newTip: Number(a.id) }),
    },
  ],
  [
    'PUT /api/admin/nutrition-tips/:id',
    { as: 'admin', params: { id: 'tip' }, body: () => tipBody('Offer water with every meal'), status: 200 },
  ],
  [
    'DELETE /api/admin/nutrition-tips/:id',
    { as: 'admin', params: { id: 'newTip' }, body: null, status: 200 },
  ],
  ['GET /api/admin/users', { as: 'admin', query: '?q=par&page=1', status: 200 }],
  [
    'POST /api/admin/users/:id/promote',
    { as: 'admin', params: { id: 'forgetfulUser' }, body: null, status: 200 },
  ],
  [
    'POST /api/admin/users/:id/demote',
    { as: 'admin', params: { id: 'forgetfulUser' }, body: null, status: 200 },
  ],
  ['GET /api/admin/community/posts', { as: 'admin', query: '?q=finger&page=1', status: 200 }],
  ['GET /api/admin/community/posts/:id', { as: 'admin', params: { id: 'post' }, status: 200 }],
  [
    'DELETE /api/admin/community/comments/:id',
    { as: 'admin', params: { id: 'comment' }, body: null, status: 200 },
  ],
  ['DELETE /api/admin/community/posts/:id', { as: 'admin', params: { id: 'post' }, body: null, status: 200 }],
  ['GET /api/admin/audit-log', { as: 'admin', query: '?page=1', status: 200 }],

  // Last, each on an account of its own.
  ['POST /api/logout', { as: 'outgoing', body: null, status: 200 }],
  [
    'DELETE /api/account',
    { as: 'leaver', body: () => ({ password: PASSWORD, confirm: 'DELETE' }), status: 204 },
  ],
];

/** The API's routes as the app has them: method and path, without middleware and the 404 fallback. */
function apiRoutes(app: TestApp['app']): string[] {
  const routes = app.routes
    .filter((r) => r.path.startsWith('/api/') && !(r.method === 'ALL' && r.path.endsWith('*')))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)];
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const pathParams = (route: string) => [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** What CALLS lacks for the app's routes, each naming its route; empty when every route has its call. */
function missingCalls(routes: string[]): string[] {
  const calls = new Map(CALLS);
  const problems: string[] = [];
  if (calls.size !== CALLS.length) problems.push('CALLS names a route twice');
  for (const route of routes) {
    const call = calls.get(route);
    if (!call) {
      problems.push(`${route}: no call for this route`);
      continue;
    }
    for (const name of pathParams(route)) {
      if (!call.params?.[name]) problems.push(`${route}: no value for :${name}`);
    }
    if (isStateChanging(route.split(' ')[0]!) && call.body === undefined) {
      problems.push(`${route}: a write with no body (give one, or null when it sends none)`);
    }
  }
  for (const route of calls.keys()) {
    if (!routes.includes(route)) problems.push(`${route}: in CALLS, but the app has no such route`);
  }
  return problems;
}

/** An account made in the database (registration is limited by address), signed in through the API. */
async function account(username: string, isAdmin = false) {
  const users = createUserService(t.store, TEST_SCRYPT_COST);
  const user = await users.register({ username, password: PASSWORD }, { isAdmin });
  const client = t.client();
  const res = await client.post('/api/login', { username, password: PASSWORD }, { origin: ORIGIN });
  expect(res.status, res.text).toBe(200);
  return { client, id: user.id };
}

/** A write in the set-up, through the API: its answer. */
async function made(client: TestClient, path: string, body?: unknown, status = 201): Promise<Json> {
  const res = await client.post<Json>(path, body, { origin: ORIGIN });
  expect(res.status, `${path}: ${res.text}`).toBe(status);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await account('admin_ada', true);
  const parent = await account('parent_ben');
  const outgoing = await account('outgoing');
  const leaver = await account('leaver');
  const forgetful = await account('forgetful');
  Object.assign(clients, {
    admin: admin.client,
    parent: parent.client,
    outgoing: outgoing.client,
    leaver: leaver.client,
  });
  ids.leaverUser = leaver.id;
  ids.forgetfulUser = forgetful.id;

  // The catalog (a fresh database has none: the seed runs only at a server's start).
  ids.category = Number((await made(admin.client, '/api/admin/categories', categoryBody('First foods'))).id);
  ids.recipe = Number(
    (await made(admin.client, '/api/admin/recipes', recipeBody('Quokka Lentil Mash', ids.category))).id,
  );
  ids.tip = Number((await made(admin.client, '/api/admin/nutrition-tips', tipBody('Offer water'))).id);
  const { url } = await made(admin.client, '/api/admin/media', { dataUrl: PNG });
  ids.media = String(url).replace('/api/media/', '');

  // A post of the parent's with the admin's comment; a child with a food tried.
  ids.post = Number((await made(parent.client, '/api/community/posts', postBody('Finger food ideas'))).id);
  ids.comment = Number(
    (await made(admin.client, `/api/community/posts/${ids.post}/comments`, { content: 'Toast fingers!' })).id,
  );
  ids.child = String((await made(parent.client, '/api/children', childBody('Ava'))).id);
  ids.log = String((await made(parent.client, `/api/children/${ids.child}/logs`, logBody('Banana'))).id);

  // Something of everything for the account that is deleted at the end.
  const leaverPost = await made(leaver.client, '/api/community/posts', {
    ...postBody('Teething and eating'),
    mediaUrl: PNG,
    mediaType: 'image',
  });
  await made(leaver.client, `/api/community/posts/${ids.post}/comments`, { content: 'Same here.' });
  await made(parent.client, `/api/community/posts/${leaverPost.id}/comments`, { content: 'Try cold fruit.' });
  await made(leaver.client, `/api/community/posts/${ids.post}/like`, undefined, 200);
  await made(parent.client, `/api/community/posts/${leaverPost.id}/like`, undefined, 200);
  await made(leaver.client, `/api/community/users/${parent.id}/follow`, undefined, 200);
  await made(leaver.client, `/api/recipes/${ids.recipe}/save`, undefined, 200);
  const leaverChild = await made(leaver.client, '/api/children', childBody('Mia'));
  await made(leaver.client, `/api/children/${leaverChild.id}/logs`, logBody('Pear'));
});

describe(`every API route (${TEST_ENGINE})`, () => {
  it('has a call for every route, with its path values and, for a write, its body', () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(missingCalls(routes)).toEqual([]);
  });

  it('answers every call with its success status and JSON, never a server error', async () => {
    const problems: string[] = [];
    for (const [route, call] of CALLS) {
      const [method, pattern] = route.split(' ') as [string, string];
      let path = pattern;
      let unknown = false;
      for (const name of pathParams(pattern)) {
        const key = call.params?.[name];
        const value = key ? ids[key] : undefined;
        if (value === undefined) unknown = true;
        path = path.replace(`:${name}`, encodeURIComponent(String(value)));
      }
      if (unknown) {
        problems.push(`${route}: no value for its path (the call that makes it failed?)`);
        continue;
      }
      const client = call.as === 'visitor' ? t.client() : clients[call.as];
      const write = isStateChanging(method);
      const body = call.body ? await call.body() : undefined;
      const headers: Record<string, string> = write
        ? { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }
        : {};
      const res = await client.request<Json>(method, `${path}${call.query ?? ''}`, body, headers);
      const type = res.headers.get('content-type') ?? '';
      if (res.status >= 500) {
        problems.push(`${route}: server error ${res.status}: ${res.text.slice(0, 300)}`);
      } else if (res.status !== call.status) {
        problems.push(`${route}: ${res.status} instead of ${call.status}: ${res.text.slice(0, 300)}`);
      } else if (res.status === 204) {
        if (res.text !== '') problems.push(`${route}: a 204 with a body`);
      } else if (call.type) {
        if (!call.type.test(type)) problems.push(`${route}: answered ${type}, not ${call.type}`);
      } else if (!/^application\/json\b/.test(type) || !isJson(res.text)) {
        problems.push(`${route}: not JSON (${type}): ${res.text.slice(0, 100)}`);
      } else if (call.keep) {
        Object.assign(ids, call.keep(res.body));
      }
    }
    expect(problems).toEqual([]);
  });
});
