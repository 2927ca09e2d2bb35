/**
 * The hostile-input corpus: every endpoint sent what an attacker, a broken client or a fuzzer
 * sends (oversized and deeply nested JSON, wrong types, prototype keys, markup, unicode
 * separators, NUL characters, huge page numbers, unknown enum values, media that lies about
 * itself, wrong content types, forged idempotency keys, path traversal).
 *
 * The rule: a hostile or broken request gets a clear 4xx JSON answer naming the problem,
 * changes nothing (every table's row count, and the content of the tables people write to, are
 * the same after it), answers quickly, and the server still answers afterwards.
 *
 * Hostile text that is legitimately accepted (markup in a post is just text) is in a second
 * table: stored exactly as sent, and never able to close the JSON block a rendered page embeds.
 * Search syntax is in a third: searching for `NEAR(` or `' OR 1=1 --` is allowed, so it is a
 * 200 of the right shape, never a 5xx.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Child, FoodLog } from '../shared/schemas/children';
import type { CommunityComment, CommunityPost } from '../shared/schemas/community';
import { seedCatalog } from './db/seed';
import { rendererFile } from './lib/pages';
import { createTestApp, type TestApp, type TestClient } from './test/harness';
import { dataUrl, picture } from './test/media-fixtures';

type Actor = 'anon' | 'parent' | 'other' | 'admin';

/** Ids made in the set-up, put in paths as {name} and given to body functions. */
interface Ids {
  child: string;
  otherChild: string;
  log: string;
  otherLog: string;
  post: number;
  otherPost: number;
  comment: number;
  otherComment: number;
  recipe: number;
  category: number;
  tip: number;
  media: string;
  parentId: number;
  otherId: number;
  adminId: number;
}

interface Case {
  name: string;
  method: string;
  /** With {name} placeholders for the ids above. */
  path: string;
  as?: Actor;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is (raw bytes of a body). */
  body?: unknown;
  expect: { status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 416 | 421 | 422 | 429; message: RegExp };
}

const TODAY = '2026-11-21'; // the test clock (api/test/harness.ts)
const SECRET = 'this-file-is-outside-dist-and-must-never-be-served';

// --- Hostile values -----------------------------------------------------------------------

const NUL = 'Oat\u0000meal porridge';
const SCRIPT = '</script><script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const SQL = "' OR 1=1 --";
const LINE_SEP = 'Ann\u2028a';
const PARA_SEP = 'Ann\u2029a';
const RTL = 'Ann\u202Egpj.exe';
const ZERO_WIDTH = 'ad\u200Bmin';
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const manyNumbers = (n: number) => `[${new Array(n).fill('1').join(',')}]`;

// --- Valid bodies each row changes one thing of -------------------------------------------

const register = (o: Record<string, unknown> = {}) => ({
  username: 'newparent',
  password: 'correct-horse-battery',
  ...o,
});
const login = (o: Record<string, unknown> = {}) => ({ username: 'parent_anna', password: 'x', ...o });
const passwordChange = (o: Record<string, unknown> = {}) => ({
  currentPassword: 'correct-horse-battery',
  newPassword: 'a-brand-new-passphrase',
  ...o,
});
const post = (o: Record<string, unknown> = {}) => ({
  title: 'Lunch ideas for a toddler',
  content: 'What do your little ones eat for lunch?',
  contentType: 'question',
  ...o,
});
const recipe = (o: Record<string, unknown> = {}) => ({
  title: 'Pea and mint mash',
  description: 'A soft mash for first tastes.',
  ingredients: 'Peas, mint, water',
  instructions: 'Cook the peas, then mash them with the mint.',
  prepTime: 10,
  cookTime: 5,
  servings: 2,
  ageGroup: '6-12 months',
  mealType: 'lunch',
  difficulty: 'easy',
  ...o,
});
const category = (o: Record<string, unknown> = {}) => ({ name: 'Soft foods', ...o });
const tip = (o: Record<string, unknown> = {}) => ({
  title: 'Offer water with meals',
  content: 'From 6 months, offer sips of water from an open cup with meals (NHS).',
  tipType: 'primary',
  expertName: 'Dr Jane Doe',
  expertTitle: 'Paediatric dietitian',
  ...o,
});
const child = (o: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Ava',
  birthDate: '2026-03-10',
  ...o,
});
const log = (o: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  foodSlug: 'banana',
  foodName: 'Banana',
  date: TODAY,
  ...o,
});
const chat = (content: unknown, role: unknown = 'user') => ({ messages: [{ role, content }] });
const recommend = (o: Record<string, unknown> = {}) => ({ childAge: '1-2 years', ...o });

const NUL_MESSAGE = /Text must not contain NUL characters/;

// --- Media that lies about itself (filled in the set-up: sharp makes the pictures) ----------

const media: { png: Buffer; jpeg: Buffer } = { png: Buffer.alloc(0), jpeg: Buffer.alloc(0) };
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const TEXT = Buffer.from('just some text pretending to be a picture');

// --- The table ----------------------------------------------------------------------------

function nulRows(): Case[] {
  const rows: [string, string, string, Actor, unknown][] = [
    ['register username', 'POST', '/api/register', 'anon', register({ username: 'a\u0000b' })],
    [
      'register password',
      'POST',
      '/api/register',
      'anon',
      register({ password: 'correct\u0000horse-battery' }),
    ],
    ['register name', 'POST', '/api/register', 'anon', register({ name: NUL })],
    ['register email', 'POST', '/api/register', 'anon', register({ email: 'a\u0000@example.com' })],
    ['register, a key', 'POST', '/api/register', 'anon', { ...register(), ['na\u0000me']: 'x' }],
    ['login username', 'POST', '/api/login', 'anon', login({ username: 'parent_anna\u0000' })],
    ['login password', 'POST', '/api/login', 'anon', login({ password: 'x\u0000' })],
    ['account name', 'PATCH', '/api/account', 'parent', { name: NUL }],
    ['account email', 'PATCH', '/api/account', 'parent', { email: 'a\u0000@example.com' }],
    [
      'current password',
      'POST',
      '/api/account/password',
      'parent',
      passwordChange({ currentPassword: 'a\u0000' }),
    ],
    ['new password', 'POST', '/api/account/password', 'parent', passwordChange({ newPassword: NUL })],
    [
      'account delete password',
      'DELETE',
      '/api/account',
      'parent',
      { password: 'a\u0000', confirm: 'DELETE' },
    ],
    [
      'reset token',
      'POST',
      '/api/account/reset',
      'anon',
      { token: 'abc\u0000', newPassword: 'a-brand-new-passphrase' },
    ],
    ['newsletter email', 'POST', '/api/newsletter/subscribe', 'anon', { email: 'a\u0000@example.com' }],
    ['post title', 'POST', '/api/community/posts', 'parent', post({ title: NUL })],
    ['post content', 'POST', '/api/community/posts', 'parent', post({ content: NUL })],
    [
      'post mediaUrl',
      'POST',
      '/api/community/posts',
      'parent',
      post({ mediaUrl: 'data:\u0000', mediaType: 'image' }),
    ],
    ['comment', 'POST', '/api/community/posts/{post}/comments', 'parent', { content: NUL }],
    ['chat message', 'POST', '/api/chatbot/chat', 'anon', chat(NUL)],
    [
      'wizard preferred foods',
      'POST',
      '/api/chatbot/recipe-recommendations',
      'parent',
      recommend({ preferredFoods: NUL }),
    ],
    [
      'wizard disliked foods',
      'POST',
      '/api/chatbot/recipe-recommendations',
      'parent',
      recommend({ dislikedFoods: NUL }),
    ],
    ['recipe title', 'POST', '/api/admin/recipes', 'admin', recipe({ title: NUL })],
    ['recipe description', 'POST', '/api/admin/recipes', 'admin', recipe({ description: NUL })],
    ['recipe ingredients', 'POST', '/api/admin/recipes', 'admin', recipe({ ingredients: NUL })],
    [
      'recipe instructions',
      'PUT',
      '/api/admin/recipes/{recipe}',
      'admin',
      recipe({ instructions: `${NUL} and more words` }),
    ],
    ['collection name', 'POST', '/api/admin/categories', 'admin', category({ name: NUL })],
    [
      'collection description',
      'PUT',
      '/api/admin/categories/{category}',
      'admin',
      category({ description: NUL }),
    ],
    ['tip title', 'POST', '/api/admin/nutrition-tips', 'admin', tip({ title: NUL })],
    ['tip expert name', 'PUT', '/api/admin/nutrition-tips/{tip}', 'admin', tip({ expertName: NUL })],
    ['admin picture', 'POST', '/api/admin/media', 'admin', { dataUrl: 'data:\u0000' }],
    ['child name', 'POST', '/api/children', 'parent', child({ name: 'Av\u0000a' })],
    ['child name change', 'PATCH', '/api/children/{child}', 'parent', { name: 'Av\u0000a' }],
    ['food name', 'POST', '/api/children/{child}/logs', 'parent', log({ foodSlug: null, foodName: NUL })],
    ['food slug', 'POST', '/api/children/{child}/logs', 'parent', log({ foodSlug: 'ban\u0000ana' })],
    ['food log note', 'POST', '/api/children/{child}/logs', 'parent', log({ note: NUL })],
  ];
  const bodies: Case[] = rows.map(([field, method, p, as, body]) => ({
    name: `NUL in ${field}`,
    method,
    path: p,
    as,
    body,
    expect: { status: 400, message: NUL_MESSAGE },
  }));
  const queries: Case[] = [
    ['recipe search', '/api/recipes?q=oat%00meal', 'anon'],
    ['community search', '/api/community/posts?search=oat%00meal', 'parent'],
    ['admin user search', '/api/admin/users?q=ad%00min', 'admin'],
    ['admin post search', '/api/admin/community/posts?q=ad%00min', 'admin'],
  ].map(([field, p, as]) => ({
    name: `NUL in ${field}`,
    method: 'GET',
    path: p!,
    as: as as Actor,
    expect: { status: 400, message: NUL_MESSAGE },
  }));
  return [...bodies, ...queries];
}

function usernameRows(): Case[] {
  const names: [string, string][] = [
    ['a line separator', `new${LINE_SEP}`],
    ['a paragraph separator', `new${PARA_SEP}`],
    ['a right-to-left override', `new${RTL}`],
    ['a zero-width space', ZERO_WIDTH],
    ['markup', SCRIPT],
    ['SQL', SQL],
    ['a slash', '../../etc/passwd'],
    ['spaces only', '   '],
  ];
  return names.map(([what, username]) => ({
    name: `register: a username with ${what} is refused`,
    method: 'POST',
    path: '/api/register',
    as: 'anon' as const,
    body: register({ username }),
    expect: {
      status: 400,
      message: /Username (may use letters, numbers, dots, dashes and underscores|is required)/,
    },
  }));
}

const CASES: Case[] = [
  ...nulRows(),
  ...usernameRows(),

  // --- Auth: wrong types, sizes, shapes, prototype keys -----------------------------------
  {
    name: 'register: username a number',
    method: 'POST',
    path: '/api/register',
    body: register({ username: 12345 }),
    expect: { status: 400, message: /Username is required/ },
  },
  {
    name: 'register: password an object',
    method: 'POST',
    path: '/api/register',
    body: register({ password: { $gt: '' } }),
    expect: { status: 400, message: /Password is required/ },
  },
  {
    name: 'register: username 10,000 letters',
    method: 'POST',
    path: '/api/register',
    body: register({ username: 'a'.repeat(10_000) }),
    expect: { status: 400, message: /Username must be at most 40 characters/ },
  },
  {
    name: 'register: password 100,000 letters (scrypt is never run on it)',
    method: 'POST',
    path: '/api/register',
    body: register({ password: 'p'.repeat(60_000) }),
    expect: { status: 400, message: /Password must be at most 200 characters/ },
  },
  {
    name: 'register: email with markup',
    method: 'POST',
    path: '/api/register',
    body: register({ email: `${IMG}@example.com` }),
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'register: email with SQL',
    method: 'POST',
    path: '/api/register',
    body: register({ email: `a${SQL}@example.com` }),
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'register: email with a line separator',
    method: 'POST',
    path: '/api/register',
    body: register({ email: `a\u2028b@example.com` }),
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'register: __proto__ with isAdmin and a short password',
    method: 'POST',
    path: '/api/register',
    body: '{"__proto__":{"isAdmin":true},"username":"protokid","password":"short"}',
    expect: { status: 400, message: /Password must be at least 8 characters/ },
  },
  {
    name: 'register: constructor.prototype and a short password',
    method: 'POST',
    path: '/api/register',
    body: '{"constructor":{"prototype":{"isAdmin":true}},"username":"protokid","password":"short"}',
    expect: { status: 400, message: /Password must be at least 8 characters/ },
  },
  {
    name: 'register: the body is an array',
    method: 'POST',
    path: '/api/register',
    body: '[]',
    expect: { status: 400, message: /expected object/i },
  },
  {
    name: 'register: the body is null',
    method: 'POST',
    path: '/api/register',
    body: 'null',
    expect: { status: 400, message: /expected object/i },
  },
  {
    name: 'register: the body is a string',
    method: 'POST',
    path: '/api/register',
    body: '"admin"',
    expect: { status: 400, message: /expected object/i },
  },
  {
    name: 'register: malformed JSON',
    method: 'POST',
    path: '/api/register',
    body: '{"username": "a",',
    expect: { status: 400, message: /Malformed JSON/i },
  },
  {
    name: 'register: JSON with a byte-order mark and garbage',
    method: 'POST',
    path: '/api/register',
    body: '\uFEFF{username}',
    expect: { status: 400, message: /Malformed JSON/i },
  },
  {
    name: 'register: arrays nested 10,000 deep',
    method: 'POST',
    path: '/api/register',
    body: deepArray(10_000),
    expect: { status: 400, message: /nested too deeply/ },
  },
  {
    name: 'register: objects nested 10,000 deep',
    method: 'POST',
    path: '/api/register',
    body: deepObject(10_000),
    expect: { status: 400, message: /nested too deeply/ },
  },
  {
    name: 'register: a username nested 5,000 deep',
    method: 'POST',
    path: '/api/register',
    body: `{"username":${deepArray(5_000)},"password":"correct-horse-battery"}`,
    expect: { status: 400, message: /nested too deeply/ },
  },
  {
    name: 'register: a 100,000-element array (over the limit)',
    method: 'POST',
    path: '/api/register',
    body: manyNumbers(100_000),
    expect: { status: 413, message: /Request body is too large \(the limit is 64 KB\)/ },
  },
  {
    name: 'register: a body over 64 KB',
    method: 'POST',
    path: '/api/register',
    body: register({ name: 'x'.repeat(70_000) }),
    expect: { status: 413, message: /too large/ },
  },
  {
    name: 'register: text/plain',
    method: 'POST',
    path: '/api/register',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(register()),
    expect: { status: 415, message: /Content-Type must be application\/json/ },
  },
  {
    name: 'register: a form',
    method: 'POST',
    path: '/api/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=formkid&password=correct-horse-battery',
    expect: { status: 415, message: /Content-Type must be application\/json/ },
  },
  {
    name: 'register: multipart',
    method: 'POST',
    path: '/api/register',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nmultikid\r\n--x--',
    expect: { status: 415, message: /Content-Type must be application\/json/ },
  },
  {
    name: 'register: JSON-looking but not JSON type',
    method: 'POST',
    path: '/api/register',
    headers: { 'content-type': 'application/jsonx' },
    body: JSON.stringify(register()),
    expect: { status: 415, message: /Content-Type must be application\/json/ },
  },
  {
    name: 'register: from another site',
    method: 'POST',
    path: '/api/register',
    headers: { origin: 'https://evil.example' },
    body: register({ username: 'crosssite' }),
    expect: { status: 403, message: /Cross-origin request refused/ },
  },
  {
    name: 'register: from a sandboxed frame (Origin: null)',
    method: 'POST',
    path: '/api/register',
    headers: { origin: 'null' },
    body: register({ username: 'nullorigin' }),
    expect: { status: 403, message: /Cross-origin request refused/ },
  },
  {
    name: 'register: a host this server is not',
    method: 'POST',
    path: '/api/register',
    headers: { host: 'evil.example' },
    body: register({ username: 'rebinding' }),
    expect: { status: 421, message: /does not answer for that host name/ },
  },
  {
    name: 'login: username an array',
    method: 'POST',
    path: '/api/login',
    body: login({ username: ['parent_anna'] }),
    expect: { status: 400, message: /Username is required/ },
  },
  {
    name: 'login: password an object (no operator injection)',
    method: 'POST',
    path: '/api/login',
    body: login({ password: { $ne: null } }),
    expect: { status: 400, message: /Password is required/ },
  },
  {
    name: 'login: SQL as the username',
    method: 'POST',
    path: '/api/login',
    body: login({ username: `admin${SQL}`, password: 'anything-at-all' }),
    expect: { status: 401, message: /Invalid username or password/ },
  },
  {
    name: 'login: SQL as the password',
    method: 'POST',
    path: '/api/login',
    body: login({ password: SQL }),
    expect: { status: 401, message: /Invalid username or password/ },
  },
  {
    name: 'user: no session',
    method: 'GET',
    path: '/api/user',
    expect: { status: 401, message: /Not signed in/ },
  },
  {
    name: 'user: a forged session cookie',
    method: 'GET',
    path: '/api/user',
    headers: { cookie: `sp_session=${SQL}` },
    expect: { status: 401, message: /Not signed in/ },
  },

  // --- Account ----------------------------------------------------------------------------
  {
    name: 'account: change without signing in',
    method: 'PATCH',
    path: '/api/account',
    body: { name: 'Anna' },
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'account: export without signing in',
    method: 'GET',
    path: '/api/account/export',
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'account: __proto__.isAdmin and nothing else',
    method: 'PATCH',
    path: '/api/account',
    as: 'parent',
    body: '{"__proto__":{"isAdmin":true}}',
    expect: { status: 400, message: /Change your email or name first/ },
  },
  {
    name: 'account: isAdmin true and nothing else',
    method: 'PATCH',
    path: '/api/account',
    as: 'parent',
    body: { isAdmin: true, is_admin: 1 },
    expect: { status: 400, message: /Change your email or name first/ },
  },
  {
    name: 'account: constructor.prototype and nothing else',
    method: 'PATCH',
    path: '/api/account',
    as: 'parent',
    body: '{"constructor":{"prototype":{"isAdmin":true}}}',
    expect: { status: 400, message: /Change your email or name first/ },
  },
  {
    name: 'account: email a number',
    method: 'PATCH',
    path: '/api/account',
    as: 'parent',
    body: { email: 42 },
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'account: name an array',
    method: 'PATCH',
    path: '/api/account',
    as: 'parent',
    body: { name: ['Anna'] },
    expect: { status: 400, message: /Name must be at most 80 characters/ },
  },
  {
    name: 'account: name 10,000 letters',
    method: 'PATCH',
    path: '/api/account',
    as: 'parent',
    body: { name: 'n'.repeat(10_000) },
    expect: { status: 400, message: /Name must be at most 80 characters/ },
  },
  {
    name: 'account: email with markup',
    method: 'PATCH',
    path: '/api/account',
    as: 'parent',
    body: { email: `${SCRIPT}@example.com` },
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'account: password change with a wrong current password',
    method: 'POST',
    path: '/api/account/password',
    as: 'parent',
    body: passwordChange({ currentPassword: SQL }),
    expect: { status: 403, message: /not your current password/ },
  },
  {
    name: 'account: password change to the same password',
    method: 'POST',
    path: '/api/account/password',
    as: 'parent',
    body: passwordChange({ newPassword: 'correct-horse-battery' }),
    expect: { status: 400, message: /different from your current one/ },
  },
  {
    name: 'account: password change, new password a number',
    method: 'POST',
    path: '/api/account/password',
    as: 'parent',
    body: passwordChange({ newPassword: 123456789 }),
    expect: { status: 400, message: /Enter a new password/ },
  },
  {
    name: 'account: delete with "delete" in small letters',
    method: 'DELETE',
    path: '/api/account',
    as: 'parent',
    body: { password: 'correct-horse-battery', confirm: 'delete' },
    expect: { status: 400, message: /Type DELETE in capital letters/ },
  },
  {
    name: 'account: delete with a wrong password',
    method: 'DELETE',
    path: '/api/account',
    as: 'parent',
    body: { password: SQL, confirm: 'DELETE' },
    expect: { status: 403, message: /not your current password/ },
  },
  {
    name: 'account: delete with no body',
    method: 'DELETE',
    path: '/api/account',
    as: 'parent',
    expect: { status: 400, message: /password/i },
  },
  {
    name: 'account: reset with an SQL token',
    method: 'POST',
    path: '/api/account/reset',
    body: { token: SQL, newPassword: 'a-brand-new-passphrase' },
    expect: { status: 400, message: /reset link has expired or has already been used/ },
  },
  {
    name: 'account: reset with a token of 10,000 letters',
    method: 'POST',
    path: '/api/account/reset',
    body: { token: 't'.repeat(10_000), newPassword: 'a-brand-new-passphrase' },
    expect: { status: 400, message: /token is missing or cut short/ },
  },

  // --- Recipes and the catalog ------------------------------------------------------------
  ...(
    [
      ['age', 'age=7-8%20years', /age must be one of/],
      ['type', 'type=brunch', /type must be one of/],
      ['diet', 'diet=keto', /diet must be one of/],
      ['diff', 'diff=impossible', /diff must be one of/],
      ['prep', 'prep=7', /prep must be one of/],
      ['prep NaN', 'prep=NaN', /prep must be one of/],
      ['category', 'category=-1', /category must be a collection id/],
      ['category text', 'category=soups', /category must be a collection id/],
      ['page 0', 'page=0', /page must be a whole number of at least 1/],
      ['page -1', 'page=-1', /page must be a whole number of at least 1/],
      ['page NaN', 'page=NaN', /page must be a whole number of at least 1/],
      ['page 1e309', 'page=1e309', /page (must be a whole number|is too large)/],
      ['page 99999999999', 'page=99999999999', /page is too large/],
      ['page 1.5', 'page=1.5', /page must be a whole number of at least 1/],
      ['q over 200 letters', `q=${'a'.repeat(300)}`, /q must be at most 200 characters/],
    ] as const
  ).flatMap(([what, query, message]): Case[] => [
    {
      name: `recipes: ${what}`,
      method: 'GET',
      path: `/api/recipes?${query}`,
      expect: { status: 400, message },
    },
    {
      name: `admin recipes: ${what}`,
      method: 'GET',
      path: `/api/admin/recipes?${query}`,
      as: 'admin',
      expect: { status: 400, message },
    },
  ]),
  {
    name: 'recipe: a word for an id',
    method: 'GET',
    path: '/api/recipes/abc',
    expect: { status: 404, message: /Recipe not found/ },
  },
  {
    name: 'recipe: a huge id',
    method: 'GET',
    path: '/api/recipes/99999999999',
    expect: { status: 404, message: /Recipe not found/ },
  },
  {
    name: 'recipe: a negative id',
    method: 'GET',
    path: '/api/recipes/-1',
    expect: { status: 404, message: /Recipe not found/ },
  },
  {
    name: 'recipe: an id in scientific notation',
    method: 'GET',
    path: '/api/recipes/1e3',
    expect: { status: 404, message: /Recipe not found/ },
  },
  {
    name: 'recipe: SQL for an id',
    method: 'GET',
    path: `/api/recipes/${encodeURIComponent('1 OR 1=1')}`,
    expect: { status: 404, message: /Recipe not found/ },
  },
  {
    name: 'recipe: saved list signed out',
    method: 'GET',
    path: '/api/recipes/saved',
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'recipe: save signed out',
    method: 'POST',
    path: '/api/recipes/{recipe}/save',
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'recipe: save one that does not exist',
    method: 'POST',
    path: '/api/recipes/99999/save',
    as: 'parent',
    expect: { status: 404, message: /Recipe not found/ },
  },
  {
    name: 'recipe: save a word',
    method: 'POST',
    path: '/api/recipes/abc/save',
    as: 'parent',
    expect: { status: 404, message: /Recipe not found/ },
  },
  {
    name: 'catalog sync: since -1',
    method: 'GET',
    path: '/api/catalog/sync?since=-1',
    expect: { status: 400, message: /since must be a time in milliseconds/ },
  },
  {
    name: 'catalog sync: since a word',
    method: 'GET',
    path: '/api/catalog/sync?since=yesterday',
    expect: { status: 400, message: /since must be a time in milliseconds/ },
  },
  {
    name: 'catalog sync: since 1e309',
    method: 'GET',
    path: '/api/catalog/sync?since=1e309',
    expect: { status: 400, message: /since must be a time in milliseconds/ },
  },
  {
    name: 'catalog sync: after -5',
    method: 'GET',
    path: '/api/catalog/sync?after=-5',
    expect: { status: 400, message: /after must be a recipe id/ },
  },
  {
    name: 'catalog sync: limit 0',
    method: 'GET',
    path: '/api/catalog/sync?limit=0',
    expect: { status: 400, message: /limit must be a whole number from 1 to 1000/ },
  },
  {
    name: 'catalog sync: limit 100000',
    method: 'GET',
    path: '/api/catalog/sync?limit=100000',
    expect: { status: 400, message: /limit must be a whole number from 1 to 1000/ },
  },
  {
    name: 'newsletter: no email',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: {},
    expect: { status: 400, message: /Please enter your email address/ },
  },
  {
    name: 'newsletter: email a number',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: 42 },
    expect: { status: 400, message: /Please enter your email address/ },
  },
  {
    name: 'newsletter: email with markup',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: `${SCRIPT}@example.com` },
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'newsletter: email with SQL',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: `x${SQL}@example.com` },
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'newsletter: two addresses',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: 'a@example.com,b@example.com' },
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'newsletter: a header injection',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: 'a@example.com\r\nBcc: b@example.com' },
    expect: { status: 400, message: /valid email address/ },
  },
  {
    name: 'newsletter: 10,000 letters',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: `${'a'.repeat(10_000)}@example.com` },
    expect: { status: 400, message: /valid email address/ },
  },

  // --- Community ---------------------------------------------------------------------------
  {
    name: 'community: posts signed out',
    method: 'GET',
    path: '/api/community/posts',
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'community: post signed out',
    method: 'POST',
    path: '/api/community/posts',
    body: post(),
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'community: page 0',
    method: 'GET',
    path: '/api/community/posts?page=0',
    as: 'parent',
    expect: { status: 400, message: /page/ },
  },
  {
    name: 'community: page 99999999999',
    method: 'GET',
    path: '/api/community/posts?page=99999999999',
    as: 'parent',
    expect: { status: 400, message: /page/ },
  },
  {
    name: 'community: page a word',
    method: 'GET',
    path: '/api/community/posts?page=last',
    as: 'parent',
    expect: { status: 400, message: /page/ },
  },
  {
    name: 'community: following maybe',
    method: 'GET',
    path: '/api/community/posts?following=maybe',
    as: 'parent',
    expect: { status: 400, message: /following/ },
  },
  {
    name: 'community: bookmarked 1',
    method: 'GET',
    path: '/api/community/posts?bookmarked=1',
    as: 'parent',
    expect: { status: 400, message: /bookmarked/ },
  },
  {
    name: 'community: search over 100 letters',
    method: 'GET',
    path: `/api/community/posts?search=${'s'.repeat(101)}`,
    as: 'parent',
    expect: { status: 400, message: /Search must be at most 100 characters/ },
  },
  {
    name: 'community: title a number',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ title: 12345 }),
    expect: { status: 400, message: /Title must be at least 5 characters/ },
  },
  {
    name: 'community: title 10,000 letters',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ title: 't'.repeat(10_000) }),
    expect: { status: 400, message: /Title must be at most 200 characters/ },
  },
  {
    name: 'community: content an array',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ content: ['a long enough content'] }),
    expect: { status: 400, message: /Content must be at least 10 characters/ },
  },
  {
    name: 'community: content of zero-width spaces only',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ content: '\u200B'.repeat(3) }),
    expect: { status: 400, message: /Content must be at least 10 characters/ },
  },
  {
    name: 'community: unknown content type',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ contentType: 'rant' }),
    expect: { status: 400, message: /Content type must be question, tip, experience or recommendation/ },
  },
  {
    name: 'community: unknown media type',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'audio', mediaUrl: 'data:audio/mpeg;base64,AAAA' }),
    expect: { status: 400, message: /Media type must be 'image' or 'video'/ },
  },
  {
    name: 'community: userId of another person in a post (ignored) with a bad title',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ userId: 3, title: 'x' }),
    expect: { status: 400, message: /Title must be at least 5 characters/ },
  },
  {
    name: 'community: a post nested 100,000 deep',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: `${JSON.stringify(post()).slice(0, -1)},"userId":${deepArray(100_000)}}`,
    expect: { status: 400, message: /nested too deeply/ },
  },
  {
    name: 'community: a post with a 100,000-element array',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ title: new Array(100_000).fill(1) }),
    expect: { status: 400, message: /Title must be at least 5 characters/ },
  },
  {
    name: 'media: a javascript: address',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image', mediaUrl: 'javascript:alert(1)' }),
    expect: { status: 400, message: /Media must be an image or a video file/ },
  },
  {
    name: 'media: another site address',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image', mediaUrl: 'https://evil.example/x.png' }),
    expect: { status: 400, message: /Media must be an image or a video file/ },
  },
  {
    name: 'media: a PNG sent as a JPEG',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: () => post({ mediaType: 'image', mediaUrl: dataUrl('image/jpeg', media.png) }),
    expect: { status: 400, message: /not a valid JPEG file/ },
  },
  {
    name: 'media: a text file claiming to be a PNG',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image', mediaUrl: dataUrl('image/png', TEXT) }),
    expect: { status: 400, message: /not a valid PNG file/ },
  },
  {
    name: 'media: an SVG with a script',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image', mediaUrl: dataUrl('image/svg+xml', SVG) }),
    expect: { status: 400, message: /Only JPEG, PNG, WebP or GIF images/ },
  },
  {
    name: 'media: an SVG claiming to be a PNG',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image', mediaUrl: dataUrl('image/png', SVG) }),
    expect: { status: 400, message: /not a valid PNG file/ },
  },
  {
    name: 'media: HTML as text/html',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image', mediaUrl: dataUrl('text/html', HTML) }),
    expect: { status: 400, message: /Only JPEG, PNG, WebP or GIF images/ },
  },
  {
    name: 'media: a picture said to be a video',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: () => post({ mediaType: 'video', mediaUrl: dataUrl('image/png', media.png) }),
    expect: { status: 400, message: /The file is not a video/ },
  },
  {
    name: 'media: a truncated JPEG',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: () => post({ mediaType: 'image', mediaUrl: dataUrl('image/jpeg', media.jpeg.subarray(0, 40)) }),
    expect: { status: 400, message: /picture|JPEG|could not be read|damaged/i },
  },
  {
    name: 'media: an empty file',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image', mediaUrl: 'data:image/png;base64,' }),
    expect: { status: 400, message: /The file is empty/ },
  },
  {
    name: 'media: not base64',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image', mediaUrl: 'data:image/png,<svg onload=alert(1)>' }),
    expect: { status: 400, message: /Media must be an image or a video file/ },
  },
  {
    name: 'media: a media type without the file',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: post({ mediaType: 'image' }),
    expect: { status: 400, message: /Add the image or video, or remove it/ },
  },
  {
    name: 'media: a post over 36 MB',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    body: `{"title":"Big one","content":"${'x'.repeat(37 * 1024 * 1024)}"}`,
    expect: { status: 413, message: /too large/ },
  },
  {
    name: 'admin media: a PNG sent as a JPEG',
    method: 'POST',
    path: '/api/admin/media',
    as: 'admin',
    body: () => ({ dataUrl: dataUrl('image/jpeg', media.png) }),
    expect: { status: 400, message: /not a valid JPEG file/ },
  },
  {
    name: 'admin media: an SVG with a script',
    method: 'POST',
    path: '/api/admin/media',
    as: 'admin',
    body: { dataUrl: dataUrl('image/svg+xml', SVG) },
    expect: { status: 400, message: /Only JPEG, PNG, WebP or GIF images/ },
  },
  {
    name: 'admin media: not a data URL',
    method: 'POST',
    path: '/api/admin/media',
    as: 'admin',
    body: { dataUrl: 'https://evil.example/x.png' },
    expect: { status: 400, message: /The image must be sent as a data URL/ },
  },
  {
    name: 'admin media: a parent may not upload',
    method: 'POST',
    path: '/api/admin/media',
    as: 'parent',
    body: () => ({ dataUrl: dataUrl('image/png', media.png) }),
    expect: { status: 403, message: /administrator privileges/ },
  },
  {
    name: 'media: a file that does not exist',
    method: 'GET',
    path: '/api/media/no-such-file',
    expect: { status: 404, message: /Media not found/ },
  },
  {
    name: 'media: traversal in the id',
    method: 'GET',
    path: '/api/media/..%2f..%2f..%2fetc%2fpasswd',
    expect: { status: 404, message: /Media not found/ },
  },
  {
    name: 'media: SQL in a thumb id',
    method: 'GET',
    path: `/api/media/${encodeURIComponent(SQL)}/thumb`,
    expect: { status: 404, message: /Picture not found/ },
  },
  {
    name: 'media: a range past the end',
    method: 'GET',
    path: '/api/media/{media}',
    headers: { range: 'bytes=99999999-' },
    expect: { status: 416, message: /range/i },
  },
  {
    name: 'community: a word for a post id',
    method: 'GET',
    path: '/api/community/posts/abc',
    as: 'parent',
    expect: { status: 404, message: /Post not found/ },
  },
  {
    name: 'community: a huge post id',
    method: 'GET',
    path: '/api/community/posts/99999999999',
    as: 'parent',
    expect: { status: 404, message: /Post not found/ },
  },
  {
    name: 'community: like a post that does not exist',
    method: 'POST',
    path: '/api/community/posts/99999/like',
    as: 'parent',
    expect: { status: 404, message: /Post not found/ },
  },
  {
    name: 'community: bookmark a negative id',
    method: 'POST',
    path: '/api/community/posts/-3/bookmark',
    as: 'parent',
    expect: { status: 404, message: /Post not found/ },
  },
  {
    name: 'community: comments of a word',
    method: 'GET',
    path: '/api/community/posts/abc/comments',
    as: 'parent',
    expect: { status: 404, message: /Post not found/ },
  },
  {
    name: 'community: delete another person’s post',
    method: 'DELETE',
    path: '/api/community/posts/{otherPost}',
    as: 'parent',
    expect: { status: 403, message: /only delete your own posts/ },
  },
  {
    name: 'community: delete another person’s comment',
    method: 'DELETE',
    path: '/api/community/comments/{otherComment}',
    as: 'parent',
    expect: { status: 403, message: /only delete your own comments/ },
  },
  {
    name: 'community: comment empty',
    method: 'POST',
    path: '/api/community/posts/{post}/comments',
    as: 'parent',
    body: { content: '   ' },
    expect: { status: 400, message: /Comment content is required/ },
  },
  {
    name: 'community: comment a number',
    method: 'POST',
    path: '/api/community/posts/{post}/comments',
    as: 'parent',
    body: { content: 5 },
    expect: { status: 400, message: /Comment content is required/ },
  },
  {
    name: 'community: comment 10,000 letters',
    method: 'POST',
    path: '/api/community/posts/{post}/comments',
    as: 'parent',
    body: { content: 'c'.repeat(10_000) },
    expect: { status: 400, message: /Comment must be at most 2000 characters/ },
  },
  {
    name: 'community: comment on a post that does not exist',
    method: 'POST',
    path: '/api/community/posts/99999/comments',
    as: 'parent',
    body: { content: 'Hello' },
    expect: { status: 404, message: /Post not found/ },
  },
  {
    name: 'community: like a comment that does not exist',
    method: 'POST',
    path: '/api/community/comments/99999/like',
    as: 'parent',
    expect: { status: 404, message: /Comment not found/ },
  },
  {
    name: 'community: follow yourself',
    method: 'POST',
    path: '/api/community/users/{parentId}/follow',
    as: 'parent',
    expect: { status: 400, message: /You cannot follow yourself/ },
  },
  {
    name: 'community: follow nobody',
    method: 'POST',
    path: '/api/community/users/99999/follow',
    as: 'parent',
    expect: { status: 404, message: /User not found/ },
  },
  {
    name: 'community: follow an admin',
    method: 'POST',
    path: '/api/community/users/{adminId}/follow',
    as: 'parent',
    expect: { status: 403, message: /Admins cannot be followed/ },
  },
  {
    name: 'community: is-following a word',
    method: 'GET',
    path: '/api/community/users/abc/is-following',
    as: 'parent',
    expect: { status: 404, message: /User not found/ },
  },

  // --- The assistant ------------------------------------------------------------------------
  {
    name: 'chat: no messages',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: {},
    expect: { status: 400, message: /messages must be a list of messages/ },
  },
  {
    name: 'chat: messages a string',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: { messages: 'hello' },
    expect: { status: 400, message: /messages must be a list of messages/ },
  },
  {
    name: 'chat: an unknown role',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: chat('hello', 'developer'),
    expect: { status: 400, message: /Role must be one of/ },
  },
  {
    name: 'chat: content a number',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: chat(42),
    expect: { status: 400, message: /Message content must be text/ },
  },
  {
    name: 'chat: a message of 5,000 letters',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: chat('m'.repeat(5000)),
    expect: { status: 400, message: /at most 4,000 characters/ },
  },
  {
    name: 'chat: 51 messages',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: { messages: new Array(51).fill({ role: 'user', content: 'hi' }) },
    expect: { status: 400, message: /Send at most 50 messages/ },
  },
  {
    name: 'chat: a 100,000-element array',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: `{"messages":${manyNumbers(100_000)}}`,
    expect: { status: 400, message: /messages/ },
  },
  {
    name: 'chat: nested 10,000 deep',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: `{"messages":${deepArray(10_000)}}`,
    expect: { status: 400, message: /nested too deeply/ },
  },
  {
    name: 'chat: a body over 512 KB',
    method: 'POST',
    path: '/api/chatbot/chat',
    body: chat('m'.repeat(600 * 1024)),
    expect: { status: 413, message: /too large/ },
  },
  {
    name: 'wizard: signed out',
    method: 'POST',
    path: '/api/chatbot/recipe-recommendations',
    body: recommend(),
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'wizard: an unknown age group',
    method: 'POST',
    path: '/api/chatbot/recipe-recommendations',
    as: 'parent',
    body: recommend({ childAge: '18 years' }),
    expect: { status: 400, message: /choose your child's age group/ },
  },
  {
    name: 'wizard: an unknown diet',
    method: 'POST',
    path: '/api/chatbot/recipe-recommendations',
    as: 'parent',
    body: recommend({ dietaryRestrictions: ['keto'] }),
    expect: { status: 400, message: /Unknown dietary restriction/ },
  },
  {
    name: 'wizard: foods 1,000 letters',
    method: 'POST',
    path: '/api/chatbot/recipe-recommendations',
    as: 'parent',
    body: recommend({ preferredFoods: 'f'.repeat(1000) }),
    expect: { status: 400, message: /Food lists must be at most 500 characters/ },
  },

  // --- Admin ------------------------------------------------------------------------------
  ...(
    [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/server'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users/{parentId}/promote'],
      ['POST', '/api/admin/recipes'],
      ['DELETE', '/api/admin/community/posts/{otherPost}'],
    ] as const
  ).flatMap(([method, p]): Case[] => [
    {
      name: `admin: ${method} ${p} signed out`,
      method,
      path: p,
      expect: { status: 401, message: /sign in/ },
    },
    {
      name: `admin: ${method} ${p} as a parent`,
      method,
      path: p,
      as: 'parent',
      expect: { status: 403, message: /administrator privileges/ },
    },
  ]),
  {
    name: 'admin: audit log page 0',
    method: 'GET',
    path: '/api/admin/audit-log?page=0',
    as: 'admin',
    expect: { status: 400, message: /page must be a whole number/ },
  },
  {
    name: 'admin: users page 99999999999',
    method: 'GET',
    path: '/api/admin/users?page=99999999999',
    as: 'admin',
    expect: { status: 400, message: /page is too large/ },
  },
  {
    name: 'admin: posts page a word',
    method: 'GET',
    path: '/api/admin/community/posts?page=last',
    as: 'admin',
    expect: { status: 400, message: /page must be a whole number/ },
  },
  {
    name: 'admin: users search over 200 letters',
    method: 'GET',
    path: `/api/admin/users?q=${'q'.repeat(201)}`,
    as: 'admin',
    expect: { status: 400, message: /q must be at most 200 characters/ },
  },
  {
    name: 'admin: promote a word',
    method: 'POST',
    path: '/api/admin/users/abc/promote',
    as: 'admin',
    expect: { status: 404, message: /User not found/ },
  },
  {
    name: 'admin: promote nobody',
    method: 'POST',
    path: '/api/admin/users/99999/promote',
    as: 'admin',
    expect: { status: 404, message: /not found/i },
  },
  {
    name: 'admin: demote yourself',
    method: 'POST',
    path: '/api/admin/users/{adminId}/demote',
    as: 'admin',
    expect: { status: 403, message: /cannot change your own admin rights/ },
  },
  {
    name: 'admin: recipe prepTime NaN',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ prepTime: 'NaN' }),
    expect: { status: 400, message: /Preparation time/ },
  },
  {
    name: 'admin: recipe prepTime 1e309',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: '{"title":"Pea mash","description":"A soft mash for first tastes.","ingredients":"Peas, mint, water","instructions":"Cook the peas, then mash them with the mint.","prepTime":1e309,"ageGroup":"6-12 months","mealType":"lunch","difficulty":"easy"}',
    expect: { status: 400, message: /Preparation time/ },
  },
  {
    name: 'admin: recipe prepTime -1',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ prepTime: -1 }),
    expect: { status: 400, message: /Preparation time must be positive/ },
  },
  {
    name: 'admin: recipe servings 1,000,000',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ servings: 1_000_000 }),
    expect: { status: 400, message: /Servings must be at most 50/ },
  },
  {
    name: 'admin: recipe unknown age group',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ ageGroup: '18+' }),
    expect: { status: 400, message: /Age group must be one of/ },
  },
  {
    name: 'admin: recipe unknown meal type',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ mealType: 'elevenses' }),
    expect: { status: 400, message: /Meal type must be one of/ },
  },
  {
    name: 'admin: recipe unknown difficulty',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ difficulty: 'expert' }),
    expect: { status: 400, message: /Difficulty must be one of/ },
  },
  {
    name: 'admin: recipe featured a string',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ featured: 'yes' }),
    expect: { status: 400, message: /featured/ },
  },
  {
    name: 'admin: recipe category a word',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ categoryId: 'soups' }),
    expect: { status: 400, message: /categoryId/ },
  },
  {
    name: 'admin: recipe in a collection that does not exist',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ categoryId: 99999 }),
    expect: { status: 400, message: /Collection not found/ },
  },
  {
    name: 'admin: recipe picture from another site',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ imageUrl: 'https://evil.example/x.png' }),
    expect: { status: 400, message: /address on this site/ },
  },
  {
    name: 'admin: recipe picture from a protocol-relative address',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ imageUrl: '//evil.example/x.png' }),
    expect: { status: 400, message: /address on this site/ },
  },
  {
    name: 'admin: recipe picture with a backslash address',
    method: 'POST',
    path: '/api/admin/recipes',
    as: 'admin',
    body: recipe({ imageUrl: '/\\evil.example/x.png' }),
    expect: { status: 400, message: /address on this site/ },
  },
  {
    name: 'admin: recipe picture javascript:',
    method: 'PUT',
    path: '/api/admin/recipes/{recipe}',
    as: 'admin',
    body: recipe({ imageUrl: 'javascript:alert(1)' }),
    expect: { status: 400, message: /address on this site/ },
  },
  {
    name: 'admin: update a recipe that does not exist',
    method: 'PUT',
    path: '/api/admin/recipes/99999',
    as: 'admin',
    body: recipe(),
    expect: { status: 404, message: /Recipe not found/ },
  },
  {
    name: 'admin: featured "yes"',
    method: 'PUT',
    path: '/api/admin/recipes/{recipe}/featured',
    as: 'admin',
    body: { featured: 'yes' },
    expect: { status: 400, message: /featured must be true or false/ },
  },
  {
    name: 'admin: dietary restrictions keto',
    method: 'PUT',
    path: '/api/admin/recipes/{recipe}/dietary-restrictions',
    as: 'admin',
    body: { dietaryRestrictions: ['keto'] },
    expect: { status: 400, message: /Unknown dietary restriction/ },
  },
  {
    name: 'admin: dietary restrictions a string',
    method: 'PUT',
    path: '/api/admin/recipes/{recipe}/dietary-restrictions',
    as: 'admin',
    body: { dietaryRestrictions: 'vegetarian' },
    expect: { status: 400, message: /dietaryRestrictions must be a list/ },
  },
  {
    name: 'admin: collection name a number',
    method: 'POST',
    path: '/api/admin/categories',
    as: 'admin',
    body: { name: 42 },
    expect: { status: 400, message: /Category name must be at least 2 characters/ },
  },
  {
    name: 'admin: collection picture from another site',
    method: 'POST',
    path: '/api/admin/categories',
    as: 'admin',
    body: category({ imageUrl: '//evil.example/x.png' }),
    expect: { status: 400, message: /address on this site/ },
  },
  {
    name: 'admin: delete a collection that does not exist',
    method: 'DELETE',
    path: '/api/admin/categories/99999',
    as: 'admin',
    expect: { status: 404, message: /Collection not found/ },
  },
  {
    name: 'admin: tip of an unknown type',
    method: 'POST',
    path: '/api/admin/nutrition-tips',
    as: 'admin',
    body: tip({ tipType: 'danger' }),
    expect: { status: 400, message: /Tip type must be one of/ },
  },
  {
    name: 'admin: tip expert picture from another site',
    method: 'POST',
    path: '/api/admin/nutrition-tips',
    as: 'admin',
    body: tip({ expertImageUrl: 'https://evil.example/x.png' }),
    expect: { status: 400, message: /address on this site/ },
  },
  {
    name: 'admin: delete a tip that does not exist',
    method: 'DELETE',
    path: '/api/admin/nutrition-tips/99999',
    as: 'admin',
    expect: { status: 404, message: /Nutrition tip not found/ },
  },
  {
    name: 'admin: a post that does not exist',
    method: 'GET',
    path: '/api/admin/community/posts/99999',
    as: 'admin',
    expect: { status: 404, message: /Post not found/ },
  },
  {
    name: 'admin: delete a comment that does not exist',
    method: 'DELETE',
    path: '/api/admin/community/comments/99999',
    as: 'admin',
    expect: { status: 404, message: /Comment not found/ },
  },

  // --- My children --------------------------------------------------------------------------
  {
    name: 'children: signed out',
    method: 'GET',
    path: '/api/children',
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'children: add signed out',
    method: 'POST',
    path: '/api/children',
    body: child(),
    expect: { status: 401, message: /sign in/ },
  },
  {
    name: 'children: id not a UUID',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ id: '1 OR 1=1' }),
    expect: { status: 400, message: /id must be a UUID/ },
  },
  {
    name: 'children: id a number',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ id: 7 }),
    expect: { status: 400, message: /id must be a UUID/ },
  },
  {
    name: 'children: another account’s child id',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: (ids: Ids) => child({ id: ids.otherChild, name: 'Stolen' }),
    expect: { status: 403, message: /only see and change your own children/ },
  },
  {
    name: 'children: name with markup',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ name: SCRIPT }),
    expect: { status: 400, message: /Name can only use letters/ },
  },
  {
    name: 'children: name with an image tag',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ name: IMG }),
    expect: { status: 400, message: /Name can only use letters/ },
  },
  {
    name: 'children: name with a line separator',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ name: LINE_SEP }),
    expect: { status: 400, message: /Name can only use letters/ },
  },
  {
    name: 'children: name with a paragraph separator',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ name: PARA_SEP }),
    expect: { status: 400, message: /Name can only use letters/ },
  },
  {
    name: 'children: name with a right-to-left override',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ name: RTL }),
    expect: { status: 400, message: /Name can only use letters/ },
  },
  {
    name: 'children: name with a tab and newline',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ name: 'Ava\n\tBen' }),
    expect: { status: 400, message: /Name can only use letters/ },
  },
  {
    name: 'children: name 1,000 letters',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ name: 'a'.repeat(1000) }),
    expect: { status: 400, message: /Name must be at most 40 characters/ },
  },
  {
    name: 'children: birth date in the future',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ birthDate: '2027-01-01' }),
    expect: { status: 400, message: /birth date can't be in the future/ },
  },
  {
    name: 'children: birth date 30 February',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ birthDate: '2026-02-30' }),
    expect: { status: 400, message: /Enter a real date as YYYY-MM-DD/ },
  },
  {
    name: 'children: birth date a number',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ birthDate: 20260310 }),
    expect: { status: 400, message: /Enter a real date as YYYY-MM-DD/ },
  },
  {
    name: 'children: birth date 1900',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ birthDate: '1900-01-01' }),
    expect: { status: 400, message: /within the last 18 years/ },
  },
  {
    name: 'children: allergyRisk "yes"',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ allergyRisk: 'yes' }),
    expect: { status: 400, message: /allergyRisk must be true or false/ },
  },
  {
    name: 'children: an unknown allergen',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: child({ resumedAllergens: { poison: '2026-05-01' } }),
    expect: { status: 400, message: /resumedAllergens/ },
  },
  {
    name: 'children: __proto__ as an allergen with a bad date',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    body: () =>
      `{"id":"${randomUUID()}","name":"Proto","birthDate":"2026-03-10","resumedAllergens":{"__proto__":"soon","egg":"soon"}}`,
    expect: { status: 400, message: /Enter the date as YYYY-MM-DD/ },
  },
  {
    name: 'children: change another account’s child',
    method: 'PATCH',
    path: '/api/children/{otherChild}',
    as: 'parent',
    body: { name: 'Mine now' },
    expect: { status: 403, message: /only see and change your own children/ },
  },
  {
    name: 'children: change a child with a path id that is not a UUID',
    method: 'PATCH',
    path: `/api/children/${encodeURIComponent("x' OR '1'='1")}`,
    as: 'parent',
    body: { name: 'Ava' },
    expect: { status: 404, message: /Child not found/ },
  },
  {
    name: 'children: change the birth date to the future',
    method: 'PATCH',
    path: '/api/children/{child}',
    as: 'parent',
    body: { birthDate: '2030-01-01' },
    expect: { status: 400, message: /birth date can't be in the future/ },
  },
  {
    name: 'children: change the name to markup',
    method: 'PATCH',
    path: '/api/children/{child}',
    as: 'parent',
    body: { name: IMG },
    expect: { status: 400, message: /Name can only use letters/ },
  },
  {
    name: 'children: delete another account’s child',
    method: 'DELETE',
    path: '/api/children/{otherChild}',
    as: 'parent',
    expect: { status: 403, message: /only see and change your own children/ },
  },
  {
    name: 'children: delete a child that does not exist',
    method: 'DELETE',
    path: `/api/children/${randomUUID()}`,
    as: 'parent',
    expect: { status: 404, message: /Child not found/ },
  },
  {
    name: 'logs: on another account’s child',
    method: 'POST',
    path: '/api/children/{otherChild}/logs',
    as: 'parent',
    body: log(),
    expect: { status: 403, message: /only see and change your own children/ },
  },
  {
    name: 'logs: on a child that does not exist',
    method: 'POST',
    path: `/api/children/${randomUUID()}/logs`,
    as: 'parent',
    body: log(),
    expect: { status: 404, message: /Child not found/ },
  },
  {
    name: 'logs: food name with markup',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ foodSlug: null, foodName: SCRIPT }),
    expect: { status: 400, message: /Name can only use letters/ },
  },
  {
    name: 'logs: a day in the future',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ date: '2027-06-01' }),
    expect: { status: 400, message: /can't be logged for a day in the future/ },
  },
  {
    name: 'logs: a day before the birth date',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ date: '2020-01-01' }),
    expect: { status: 400, message: /before Ava's birth date/ },
  },
  {
    name: 'logs: an unknown response',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ response: 'loved' }),
    expect: { status: 400, message: /How it went must be one of/ },
  },
  {
    name: 'logs: an unknown reaction',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ reaction: 'deadly' }),
    expect: { status: 400, message: /Reaction must be one of/ },
  },
  {
    name: 'logs: a note of 1,000 letters',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ note: 'n'.repeat(1000) }),
    expect: { status: 400, message: /Note must be at most 500 characters/ },
  },
  {
    name: 'logs: a note with a control character',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ note: 'bell\u0007' }),
    expect: { status: 400, message: /Note contains characters that are not allowed/ },
  },
  {
    name: 'logs: recipeId -1',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ recipeId: -1 }),
    expect: { status: 400, message: /recipeId/ },
  },
  {
    name: 'logs: recipeId a string',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ recipeId: '1' }),
    expect: { status: 400, message: /recipeId/ },
  },
  {
    name: 'logs: recipeId past any id a recipe can have',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ recipeId: 99_999_999_999 }),
    expect: { status: 400, message: /recipeId must be the id of a recipe/ },
  },
  {
    name: 'logs: a 30,000-element array as the note',
    method: 'POST',
    path: '/api/children/{child}/logs',
    as: 'parent',
    body: log({ note: new Array(30_000).fill(0) }),
    expect: { status: 400, message: /note/ },
  },
  {
    name: 'logs: delete another child’s log',
    method: 'DELETE',
    path: '/api/children/{child}/logs/{otherLog}',
    as: 'parent',
    expect: { status: 404, message: /Food log not found/ },
  },
  {
    name: 'logs: delete a log id that is not a UUID',
    method: 'DELETE',
    path: '/api/children/{child}/logs/..%2f..%2f',
    as: 'parent',
    expect: { status: 404, message: /Food log not found/ },
  },

  // --- Idempotency keys, methods, unknown paths -------------------------------------------
  {
    name: 'idempotency: a key with slashes',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    headers: { 'idempotency-key': '../../etc/passwd' },
    body: child(),
    expect: { status: 400, message: /Idempotency-Key must be 8 to 100 letters/ },
  },
  {
    name: 'idempotency: a key too short',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    headers: { 'idempotency-key': 'abc' },
    body: child(),
    expect: { status: 400, message: /Idempotency-Key must be 8 to 100 letters/ },
  },
  {
    name: 'idempotency: a key of 1,000 letters',
    method: 'POST',
    path: '/api/children',
    as: 'parent',
    headers: { 'idempotency-key': 'k'.repeat(1000) },
    body: child(),
    expect: { status: 400, message: /Idempotency-Key must be 8 to 100 letters/ },
  },
  {
    name: 'idempotency: SQL as a key',
    method: 'POST',
    path: '/api/community/posts',
    as: 'parent',
    headers: { 'idempotency-key': `abcdefgh${SQL}` },
    body: post(),
    expect: { status: 400, message: /Idempotency-Key must be 8 to 100 letters/ },
  },
  {
    name: 'method: PUT on health',
    method: 'PUT',
    path: '/api/health',
    expect: { status: 404, message: /Not found/ },
  },
  {
    name: 'method: DELETE on the recipe list',
    method: 'DELETE',
    path: '/api/recipes',
    expect: { status: 404, message: /Not found/ },
  },
  {
    name: 'method: PATCH on login',
    method: 'PATCH',
    path: '/api/login',
    expect: { status: 404, message: /Not found/ },
  },
  {
    name: 'method: PUT on children',
    method: 'PUT',
    path: '/api/children',
    as: 'parent',
    body: child(),
    expect: { status: 404, message: /Not found/ },
  },
  {
    name: 'method: POST on a media file',
    method: 'POST',
    path: '/api/media/{media}',
    as: 'parent',
    expect: { status: 404, message: /Not found/ },
  },
  {
    name: 'method: a made-up method',
    method: 'BREW',
    path: '/api/recipes',
    expect: { status: 404, message: /Not found/ },
  },
  {
    name: 'path: an unknown API path',
    method: 'GET',
    path: '/api/wp-admin/install.php',
    expect: { status: 404, message: /Not found/ },
  },
  {
    name: 'path: traversal out of the API',
    method: 'GET',
    path: '/api/..%2f..%2fpackage.json',
    expect: { status: 404, message: /Not found/ },
  },
  {
    name: 'query: a repeated search parameter',
    method: 'GET',
    path: `/api/community/posts?search=a&search=${'b'.repeat(150)}`,
    as: 'parent',
    expect: { status: 400, message: /^search: .*expected string/ },
  },
  {
    name: 'query: a repeated page with a bad last value',
    method: 'GET',
    path: '/api/recipes?page=1&page=-1',
    expect: { status: 400, message: /page must be a whole number of at least 1/ },
  },
  {
    name: 'children: allergens as a list',
    method: 'PATCH',
    path: '/api/children/{child}',
    as: 'parent',
    body: { resumedAllergens: ['egg'] },
    expect: { status: 400, message: /resumedAllergens/ },
  },
  {
    name: 'children: an allergen date that is not a date',
    method: 'PATCH',
    path: '/api/children/{child}',
    as: 'parent',
    body: { resumedAllergens: { egg: "2026-01-01' OR '1'='1" } },
    expect: { status: 400, message: /Enter the date as YYYY-MM-DD/ },
  },
  {
    name: 'session: a 6 KB cookie of garbage',
    method: 'GET',
    path: '/api/children',
    headers: { cookie: `sp_session=${'%00'.repeat(2000)}` },
    expect: { status: 401, message: /sign in/ },
  },
];

// --- Accepted as text, never executed ------------------------------------------------------

const HOSTILE_TEXTS = [SCRIPT, IMG, `${LINE_SEP} and ${PARA_SEP}`, RTL, ZERO_WIDTH, SQL, '{{7*7}} ${7*7}'];

// --- The stand-in page renderer: embeds what the API answers in the page's data block --------

const RENDERER = `
export const SERVER_DATA_ID = 'sp-server-data';
export async function renderPage(url, fetchApi) {
  const address = url.pathname === '/' ? '/api/user' : '/api' + url.pathname;
  const answer = await fetchApi(address);
  if (answer.status !== 200) return null;
  return { head: '<title>SproutPlate</title>', html: '<h1>Page</h1>', data: answer.body, status: 200 };
}
`;

const SHELL_HTML =
  '<!doctype html><html><head><title>SproutPlate</title></head><body>' +
  '<div id="root"><!--app-shell--><p>Loading</p><!--/app-shell--></div>' +
  '<script type="module" src="/assets/app.js"></script></body></html>';

/** The text of the page's data block, up to the first `</script>` a browser would see. */
function dataBlock(html: string): string {
  const start = html.indexOf('<script type="application/json" id="sp-server-data">');
  expect(start, 'the page has a data block').toBeGreaterThanOrEqual(0);
  const from = html.indexOf('>', start) + 1;
  return html.slice(from, html.indexOf('</script>', from));
}

// --- Set-up --------------------------------------------------------------------------------

let t: TestApp;
let dir: string;
let ids: Ids;
const clients = {} as Record<Exclude<Actor, 'anon'>, TestClient>;

/** Tables people's requests write to: compared row by row, not only counted. */
const WATCHED = [
  'users',
  'children',
  'child_food_logs',
  'recipes',
  'recipe_dietary_restrictions',
  'categories',
  'nutrition_tips',
  'community_posts',
  'community_comments',
  'post_likes',
  'comment_likes',
  'bookmarks',
  'user_follows',
  'saved_recipes',
  'newsletter_subscriptions',
  'password_resets',
  'audit_log',
];
/** Bookkeeping a refused request may touch: rate-limit counters and idempotency keys (tested on their own). */
const BOOKKEEPING = new Set(['rate_limits', 'idempotency_keys']);

async function snapshot(): Promise<string> {
  const counts = (await t.store.tableCounts()).filter((row) => !BOOKKEEPING.has(row.name));
  const contents: Record<string, unknown> = {};
  for (const table of WATCHED) {
    contents[table] = await t.store.all(`SELECT * FROM ${table} ORDER BY 1`);
  }
  contents.media = await t.store.all('SELECT id, mime_type, size FROM media ORDER BY 1');
  return JSON.stringify({ counts, contents });
}

async function signUp(username: string): Promise<{ c: TestClient; id: number }> {
  await t.store.run("DELETE FROM rate_limits WHERE key LIKE 'register:%'");
  const c = t.client();
  const user = await c.register(username);
  return { c, id: user.id };
}

const fill = (p: string) =>
  p.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name as keyof Ids] ?? `{${name}}`));

function send(row: Pick<Case, 'method' | 'path' | 'as' | 'headers' | 'body'>) {
  const c = row.as && row.as !== 'anon' ? clients[row.as] : t.client();
  const body = typeof row.body === 'function' ? (row.body as (ids: Ids) => unknown)(ids) : row.body;
  return c.request(row.method, fill(row.path), body, row.headers);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-hostile-'));
  const staticRoot = path.join(dir, 'dist');
  fs.mkdirSync(path.join(staticRoot, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(staticRoot, 'assets', 'app.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ secret: SECRET }));
  fs.mkdirSync(path.dirname(rendererFile(staticRoot)));
  fs.writeFileSync(rendererFile(staticRoot), RENDERER);

  media.png = await picture(40, 30, 'png');
  media.jpeg = await picture(40, 30, 'jpeg');

  t = await createTestApp({}, { staticRoot });
  await seedCatalog(t.store, t.clock.now);
  const parent = await signUp('parent_anna');
  const other = await signUp('other_olly');
  const admin = await signUp('admin_ada');
  await t.store.run('UPDATE users SET is_admin = 1 WHERE id = ?', [admin.id]);
  clients.parent = parent.c;
  clients.other = other.c;
  clients.admin = admin.c;

  const made = async <T>(res: Promise<{ status: number; body: unknown; text: string }>) => {
    const r = await res;
    expect(r.status, r.text).toBeLessThan(300);
    return r.body as T;
  };
  const ava = await made<Child>(parent.c.post('/api/children', child()));
  const olly = await made<Child>(other.c.post('/api/children', child({ name: 'Olly' })));
  const avaLog = await made<FoodLog>(parent.c.post(`/api/children/${ava.id}/logs`, log()));
  const ollyLog = await made<FoodLog>(other.c.post(`/api/children/${olly.id}/logs`, log()));
  const mine = await made<CommunityPost>(
    parent.c.post(
      '/api/community/posts',
      post({ mediaType: 'image', mediaUrl: dataUrl('image/png', media.png) }),
    ),
  );
  const theirs = await made<CommunityPost>(other.c.post('/api/community/posts', post()));
  const myComment = await made<CommunityComment>(
    parent.c.post(`/api/community/posts/${mine.id}/comments`, { content: 'Mine' }),
  );
  const theirComment = await made<CommunityComment>(
    other.c.post(`/api/community/posts/${mine.id}/comments`, { content: 'Theirs' }),
  );
  const recipes = await made<{ recipes: { id: number }[] }>(t.client().get('/api/recipes'));
  const categories = await made<{ id: number }[]>(t.client().get('/api/categories'));
  const tips = await made<{ id: number }[]>(t.client().get('/api/nutrition-tips'));
  ids = {
    child: ava.id,
    otherChild: olly.id,
    log: avaLog.id,
    otherLog: ollyLog.id,
    post: mine.id,
    otherPost: theirs.id,
    comment: myComment.id,
    otherComment: theirComment.id,
    recipe: recipes.recipes[0]!.id,
    category: categories[0]!.id,
    tip: tips[0]!.id,
    media: mine.mediaUrl!.split('/').pop()!,
    parentId: parent.id,
    otherId: other.id,
    adminId: admin.id,
  };
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

// --- The corpus ----------------------------------------------------------------------------

describe('hostile input: a clear 4xx JSON answer, nothing stored, no time lost', () => {
  it('has at least 150 rows, each with its own name', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CASES.map((row) => row.name)).size).toBe(CASES.length);
  });

  for (const row of CASES) {
    it(`${row.expect.status} ${row.method} ${row.path.slice(0, 60)}: ${row.name}`, async () => {
      // Counters from earlier rows must not turn this row into a 429.
      await t.store.run('DELETE FROM rate_limits');
      const before = await snapshot();
      const started = performance.now();
      const res = await send(row);
      const took = performance.now() - started;
      expect(res.status, res.text.slice(0, 300)).toBe(row.expect.status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = res.body as { message?: unknown };
      expect(typeof body?.message, res.text.slice(0, 300)).toBe('string');
      expect(body.message).toMatch(row.expect.message);
      // The problem is named, never a stack trace or SQL.
      expect(res.text).not.toMatch(/at \w+ \(|SQLITE_|syntax error|node_modules|\.ts:\d+/);
      expect(await snapshot()).toBe(before);
      // Answered at once, not after a hostile pattern's backtracking or a hang: a bound no busy
      // machine reaches (a tenth of a second is usual), under the test's own time limit.
      expect(took, 'answered quickly').toBeLessThan(10_000);
    });
  }

  it('still answers afterwards: health is ok and a normal request works', async () => {
    const health = await t.client().get<{ status: string }>('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    const list = await clients.parent.get<{ children: Child[] }>('/api/children');
    expect(list.status).toBe(200);
    expect(list.body.children.map((c) => c.id)).toEqual([ids.child]);
    const added = await clients.parent.post<Child>('/api/children', child({ name: 'Ben' }));
    expect(added.status, added.text).toBe(201);
    expect(added.body.name).toBe('Ben');
    await clients.parent.delete(`/api/children/${added.body.id}`);
  });
});

describe('prototype keys never make an admin', () => {
  it('registers with __proto__, constructor and isAdmin keys as an ordinary person', async () => {
    await t.store.run('DELETE FROM rate_limits');
    const bodies = [
      '{"__proto__":{"isAdmin":true},"username":"protoparent","password":"correct-horse-battery"}',
      '{"constructor":{"prototype":{"isAdmin":true}},"username":"ctorparent","password":"correct-horse-battery"}',
      '{"isAdmin":true,"is_admin":1,"username":"flagparent","password":"correct-horse-battery"}',
    ];
    for (const body of bodies) {
      const c = t.client();
      const res = await c.post<{ id: number; isAdmin: boolean }>('/api/register', body);
      expect(res.status, res.text).toBe(201);
      expect(res.body.isAdmin).toBe(false);
      const row = await t.store.get<{ is_admin: number }>('SELECT is_admin FROM users WHERE id = ?', [
        res.body.id,
      ]);
      expect(Number(row!.is_admin)).toBe(0);
      expect((await c.get('/api/admin/stats')).status).toBe(403);
      // Nothing leaked onto every object of the process.
      expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
      await t.store.run('DELETE FROM rate_limits');
    }
  });

  it('drops a __proto__ allergen: the child is stored without it and no object changes', async () => {
    const id = randomUUID();
    const res = await clients.parent.post<Child>(
      '/api/children',
      `{"id":"${id}","name":"Proto","birthDate":"2026-03-10","resumedAllergens":{"__proto__":{"isAdmin":true}}}`,
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.resumedAllergens).toEqual({});
    expect(Object.getPrototypeOf(res.body.resumedAllergens)).toBe(Object.prototype);
    const row = await t.store.get<{ resumed_allergens: string }>(
      'SELECT resumed_allergens FROM children WHERE id = ?',
      [id],
    );
    expect(JSON.parse(row!.resumed_allergens)).toEqual({});
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    await clients.parent.delete(`/api/children/${id}`);
  });

  it('changes only the name when a profile change carries __proto__', async () => {
    const res = await clients.other.request<{ isAdmin: boolean; name: string }>(
      'PATCH',
      '/api/account',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"isAdmin":true,"name":"Olly"}',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ isAdmin: false, name: 'Olly' });
    expect((await clients.other.get('/api/admin/stats')).status).toBe(403);
  });
});

describe('an Idempotency-Key is per person', () => {
  it('never gives one person the answer another person got with the same key', async () => {
    const key = `shared-key-${randomUUID()}`;
    const first = child({ name: 'Keyed' });
    const a = await clients.parent.post<Child>('/api/children', first, { 'idempotency-key': key });
    expect(a.status, a.text).toBe(201);
    // Another person replays the very same request with the same key: it acts as their own, and
    // the child's id is the first person's, so it is refused; the first answer never comes back.
    const replayed = await clients.other.post('/api/children', first, { 'idempotency-key': key });
    expect(replayed.status, replayed.text).toBe(403);
    expect(replayed.headers.get('idempotent-replayed')).toBeNull();
    expect(replayed.text).not.toContain(first.id);
    // A third person with the same key and a body of their own: it is their own new child.
    const theirs = child({ name: 'Theirs' });
    const b = await clients.admin.post<Child>('/api/children', theirs, { 'idempotency-key': key });
    expect(b.status, b.text).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.id).toBe(theirs.id);
    const owner = await t.store.get<{ user_id: number }>('SELECT user_id FROM children WHERE id = ?', [
      first.id,
    ]);
    expect(Number(owner!.user_id)).toBe(ids.parentId);
    // The first person's own replay still gets their own answer.
    const again = await clients.parent.post<Child>('/api/children', first, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.id);
    await clients.parent.delete(`/api/children/${first.id}`);
    await clients.admin.delete(`/api/children/${theirs.id}`);
  });
});

describe('stored as text, never executed', () => {
  it.each(HOSTILE_TEXTS)(
    'keeps %j in a post, a comment, a food note and a name exactly, as JSON',
    async (text) => {
      await t.store.run('DELETE FROM rate_limits');
      const created = await clients.parent.post<CommunityPost>(
        '/api/community/posts',
        post({ title: `Title ${text}`, content: `Content ${text}` }),
      );
      expect(created.status, created.text).toBe(201);
      expect(created.headers.get('content-type')).toMatch(/^application\/json/);
      const read = await clients.other.get<CommunityPost>(`/api/community/posts/${created.body.id}`);
      expect(read.body.title).toBe(`Title ${text}`);
      expect(read.body.content).toBe(`Content ${text}`);

      const comment = await clients.other.post<CommunityComment>(
        `/api/community/posts/${created.body.id}/comments`,
        { content: text },
      );
      expect(comment.status, comment.text).toBe(201);
      expect(comment.body.content).toBe(text.trim());

      const noted = await clients.parent.post<FoodLog>(
        `/api/children/${ids.child}/logs`,
        log({ note: text }),
      );
      expect(noted.status, noted.text).toBe(201);
      expect(noted.body.note).toBe(text.trim());

      const named = await clients.parent.request<{ name: string }>('PATCH', '/api/account', { name: text });
      expect(named.status, named.text).toBe(200);
      expect(named.body.name).toBe(text.trim());

      // Markup never reaches an answer unescaped as HTML: every answer is JSON with nosniff.
      expect(read.headers.get('x-content-type-options')).toBe('nosniff');
      await clients.parent.delete(`/api/community/posts/${created.body.id}`);
      await clients.parent.delete(`/api/children/${ids.child}/logs/${noted.body.id}`);
    },
  );

  it('never lets user text close the data block of a rendered page', async () => {
    // A recipe whose title is hostile, rendered for a visitor; the person's own name, rendered for them.
    const made = await clients.admin.post<{ id: number }>(
      '/api/admin/recipes',
      recipe({ title: `Pea mash ${SCRIPT}`, description: `Soft mash ${IMG} ${LINE_SEP}` }),
    );
    expect(made.status, made.text).toBe(201);
    const page = await t.client().get(`/recipes/${made.body.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const block = dataBlock(page.text);
    const data = JSON.parse(block) as { title: string; description: string };
    expect(data.title).toBe(`Pea mash ${SCRIPT}`);
    expect(data.description).toBe(`Soft mash ${IMG} ${LINE_SEP}`);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).not.toContain('<img src=x');

    const named = await clients.parent.request('PATCH', '/api/account', { name: SCRIPT });
    expect(named.status).toBe(200);
    const own = await clients.parent.get('/');
    expect(own.status).toBe(200);
    const mine = JSON.parse(dataBlock(own.text)) as { name: string; username: string };
    expect(mine).toMatchObject({ name: SCRIPT, username: 'parent_anna' });
    expect(own.text).not.toContain('<script>alert(1)');
    await clients.admin.delete(`/api/admin/recipes/${made.body.id}`);
  });
});

// --- Searching is allowed: search syntax is a 200 of the right shape ------------------------

const SEARCHES = [
  '"',
  '""',
  '*',
  'NEAR(',
  'NEAR(a b)',
  'OR',
  'AND NOT',
  '^',
  'title:',
  'col:pea',
  SQL,
  "'; DROP TABLE recipes; --",
  '%',
  '_',
  '\\',
  ')',
  '(((',
  '-pea',
  'pe*',
  'ça & 漢字',
  '\u202Epea',
];

describe('search syntax is searched for, never run', () => {
  it.each(SEARCHES)(
    '%j: recipes, community, admin users and posts answer 200 with the right shape',
    async (q) => {
      const query = encodeURIComponent(q);
      const recipes = await t
        .client()
        .get<{ recipes: unknown[]; total: number; pages: number }>(`/api/recipes?q=${query}`);
      expect(recipes.status, recipes.text).toBe(200);
      expect(Array.isArray(recipes.body.recipes)).toBe(true);
      expect(typeof recipes.body.total).toBe('number');
      expect(typeof recipes.body.pages).toBe('number');

      const posts = await clients.parent.get<{ posts: unknown[]; pages: number; currentPage: number }>(
        `/api/community/posts?search=${query}`,
      );
      expect(posts.status, posts.text).toBe(200);
      expect(Array.isArray(posts.body.posts)).toBe(true);
      expect(posts.body.currentPage).toBe(1);

      for (const list of ['/api/admin/users', '/api/admin/community/posts', '/api/admin/recipes']) {
        const res = await clients.admin.get<Record<string, unknown>>(`${list}?q=${query}`);
        expect(res.status, `${list}: ${res.text}`).toBe(200);
      }
    },
  );

  it("finds nothing for ' OR 1=1 -- (the condition is text, not SQL)", async () => {
    const all = await t.client().get<{ total: number }>('/api/recipes');
    const injected = await t.client().get<{ total: number }>(`/api/recipes?q=${encodeURIComponent(SQL)}`);
    expect(all.body.total).toBeGreaterThan(0);
    expect(injected.body.total).toBeLessThan(all.body.total);
    const users = await clients.admin.get<{ total: number }>(`/api/admin/users?q=${encodeURIComponent(SQL)}`);
    expect(users.body.total).toBe(0);
  });
});

// --- Static files: nothing outside dist is ever served --------------------------------------

describe('path traversal in static paths', () => {
  it.each([
    '/..%2f..%2fetc/passwd',
    '/..%2fsecret.txt',
    '/..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/....//....//secret.txt',
    '/assets/..%252f..%252fsecret.txt',
    '/assets/%c0%ae%c0%ae/secret.txt',
  ])('%s serves no file from outside dist', async (address) => {
    const res = await t.client().get(address);
    expect(res.status).toBeLessThan(500);
    // An address without a file extension is a screen: the app shell, never a file.
    if (res.status === 200) expect(res.text).toContain('<div id="root">');
    else expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toContain('"dependencies"');
  });

  it('still serves dist itself', async () => {
    const res = await t.client().get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.text).toContain('console.log');
  });
});
