/**
 * The chatbot routes with both providers: the built-in library (no key) and the real `openai` SDK
 * talking to a small OpenAI-compatible server started here on 127.0.0.1.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMITS } from '../../shared/constants';
import type { ChatResponse, RecommendationResponse } from '../../shared/schemas/chatbot';
import type { Recipe } from '../../shared/schemas/recipe';
import { seedCatalog } from '../db/seed';
import { emergencyReply } from '../services/ai/guardrails';
import { createTestApp, type TestApp } from '../test/harness';

type Mode =
  | { kind: 'text'; content: string }
  | { kind: 'json'; bodies: string[] }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'error'; status: number };

interface Seen {
  path: string;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
  };
  authorization: string | undefined;
}

let mode: Mode = { kind: 'text', content: 'hello' };
const seen: Seen[] = [];
let server: http.Server;
let baseURL = '';

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({
        path: req.url ?? '',
        body: JSON.parse(raw || '{}'),
        authorization: req.headers.authorization,
      });
      const send = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url !== '/v1/chat/completions') return send(404, { error: { message: 'not found' } });
      const current = mode;
      if (current.kind === 'text') return send(200, completion(current.content));
      if (current.kind === 'json') {
        const index = seen.filter((s) => s.body.response_format).length - 1;
        return send(200, completion(current.bodies[Math.min(index, current.bodies.length - 1)] ?? ''));
      }
      if (current.kind === 'error') return send(current.status, { error: { message: 'model is down' } });
      setTimeout(() => send(200, completion('too late')), current.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  seen.length = 0;
});

async function modelApp(timeoutMs = 2000): Promise<TestApp> {
  const t = await createTestApp({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: baseURL,
    OPENAI_MODEL: 'llama3.1',
    OPENAI_TIMEOUT_MS: String(timeoutMs),
  });
  await seedCatalog(t.store, t.clock.now);
  return t;
}

const user = (content: string) => ({ messages: [{ role: 'user', content }] });

const recipeJson = (over: Record<string, unknown> = {}) => ({
  title: 'Sweet Potato and Lentil Mash',
  ageGroup: '6-12 months',
  mealType: 'lunch',
  difficulty: 'easy',
  prepTime: 10,
  cookTime: 20,
  description: 'A soft, iron-rich mash.',
  ingredients: ['150 g sweet potato', '50 g red lentils', '200 ml water'],
  instructions: ['Simmer the lentils and sweet potato in the water for 20 minutes.', 'Mash until soft.'],
  dietaryRestrictions: ['vegetarian', 'dairy-free'],
  ...over,
});

describe('POST /api/chatbot/chat with an OpenAI-compatible model', () => {
  it('answers { message } from the model, with the safety system prompt first', async () => {
    const t = await modelApp();
    mode = { kind: 'text', content: 'Offer it again alongside a food they like, without pressure.' };
    const res = await t
      .client()
      .post<ChatResponse>('/api/chatbot/chat', user('my 10 month old refuses vegetables, what can I try?'));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      message: 'Offer it again alongside a food they like, without pressure.',
      provider: 'openai',
    });
    expect(seen).toHaveLength(1);
    const sent = seen[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('llama3.1');
    expect(sent.body.messages[0]?.role).toBe('system');
    expect(sent.body.messages[0]?.content).toContain('No honey before 12 months');
    expect(sent.body.messages[0]?.content).toContain('You are not a doctor');
    expect(sent.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'my 10 month old refuses vegetables, what can I try?',
    });
  });

  it('keeps a caller’s system message after its own (the sugar board)', async () => {
    const t = await modelApp();
    mode = { kind: 'text', content: 'Less than 25 g a day from 2 years.' };
    const res = await t.client().post('/api/chatbot/chat', {
      messages: [
        { role: 'system', content: 'You answer questions about sugar.' },
        { role: 'user', content: 'How much sugar a day?' },
      ],
    });
    expect(res.status).toBe(200);
    expect(seen[0]?.body.messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    expect(seen[0]?.body.messages[1]?.content).toBe('You answer questions about sugar.');
  });

  it('answers an emergency at once, with the steps for its kind, without asking the model', async () => {
    const t = await modelApp();
    mode = { kind: 'text', content: 'should never be seen' };
    const res = await t.client().post<ChatResponse>('/api/chatbot/chat', user('My baby is choking!'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: emergencyReply('choking'), provider: 'openai' });
    expect(res.body.message).toMatch(/^Call your local emergency number now/);
    expect(res.body.message).toContain('back blows');
    const allergy = await t
      .client()
      .post<ChatResponse>(
        '/api/chatbot/chat',
        user('he has hives all over and is wheezing after trying egg'),
      );
    expect(allergy.body.message).toBe(emergencyReply('anaphylaxis'));
    expect(seen).toHaveLength(0);
  });

  it('asks the model about a choking that is past, not happening now', async () => {
    const t = await modelApp();
    mode = { kind: 'text', content: 'Cut grapes lengthways into quarters.' };
    const res = await t
      .client()
      .post<ChatResponse>(
        '/api/chatbot/chat',
        user('my son choked on a grape last year, how should I cut grapes?'),
      );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cut grapes lengthways into quarters.');
    expect(seen).toHaveLength(1);
  });

  it('answers 504 when the model is slower than the time limit, without retrying', async () => {
    const t = await modelApp(300);
    mode = { kind: 'slow', delayMs: 3000 };
    const started = Date.now();
    const res = await t.client().post('/api/chatbot/chat', user('Is avocado good for babies?'));
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ message: 'The assistant took too long to answer. Please try again.' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(seen).toHaveLength(1);
  });

  it('answers 503 when the model server fails', async () => {
    const t = await modelApp();
    mode = { kind: 'error', status: 500 };
    const res = await t.client().post('/api/chatbot/chat', user('Is avocado good for babies?'));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'The assistant is not available right now. Please try again later.',
    });
  });
});

describe('POST /api/chatbot/recipe-recommendations with an OpenAI-compatible model', () => {
  const wizard = {
    childAge: '6-12 months',
    dietaryRestrictions: ['dairy-free'],
    preferredFoods: 'sweet potato, lentils',
    dislikedFoods: 'peas',
  };

  it('validates the structured JSON, fills the spec defaults, and picks catalog recipes itself', async () => {
    const t = await modelApp();
    const c = t.client();
    await c.register('wizard_json');
    const sparse = { title: 'Mango Mash', ingredients: ['1 ripe mango'], instructions: ['Mash the mango.'] };
    mode = { kind: 'json', bodies: [JSON.stringify({ recipes: [recipeJson(), sparse] })] };
    const res = await c.post<RecommendationResponse>('/api/chatbot/recipe-recommendations', wizard);
    expect(res.status, res.text).toBe(200);
    expect(res.body.provider).toBe('openai');
    const [first, second] = res.body.recommendations.newRecipes;
    expect(first).toMatchObject({ title: 'Sweet Potato and Lentil Mash', prepTime: 10, cookTime: 20 });
    expect(first?.dietaryRestrictions).toEqual(['vegetarian', 'dairy-free']);
    expect(second).toMatchObject({
      title: 'Mango Mash',
      ageGroup: 'All ages',
      mealType: 'Any meal',
      difficulty: 'Easy',
      prepTime: 0,
      cookTime: 0,
      description: '',
      dietaryRestrictions: ['dairy-free'],
    });
    // Structured output was asked for, with the request's details in the prompt.
    expect(seen[0]?.body.response_format?.type).toBe('json_schema');
    expect(seen[0]?.body.response_format?.json_schema?.name).toBe('recipe_suggestions');
    const prompt = seen[0]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('6-12 months');
    expect(prompt).toContain('dairy-free');
    expect(prompt).toContain('never use them): peas');

    const ids = res.body.recommendations.existingRecipes;
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const recipe = (await c.get<Recipe>(`/api/recipes/${id}`)).body;
      expect(recipe.ageGroup).toBe('6-12 months');
      expect(recipe.dietaryRestrictions).toContain('dairy-free');
      expect(`${recipe.title} ${recipe.ingredients}`.toLowerCase()).not.toMatch(/\bpeas?\b/);
    }
  });

  it('drops a generated honey recipe for a 9-month-old', async () => {
    const t = await modelApp();
    const c = t.client();
    await c.register('wizard_honey');
    const honey = recipeJson({
      title: 'Honey Oat Porridge',
      ingredients: ['3 tbsp oats', '150 ml water', '1 tsp honey'],
      dietaryRestrictions: [],
    });
    mode = { kind: 'json', bodies: [JSON.stringify({ recipes: [honey, recipeJson()] })] };
    const res = await c.post<RecommendationResponse>('/api/chatbot/recipe-recommendations', {
      ...wizard,
      dietaryRestrictions: [],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.recommendations.newRecipes.map((r) => r.title)).toEqual(['Sweet Potato and Lentil Mash']);
  });

  it('drops a dairy recipe from a dairy-free request', async () => {
    const t = await modelApp();
    const c = t.client();
    await c.register('wizard_dairy');
    const cheesy = recipeJson({ title: 'Cheesy Mash', ingredients: ['150 g potato', '20 g grated cheddar'] });
    mode = { kind: 'json', bodies: [JSON.stringify({ recipes: [cheesy] })] };
    const res = await c.post<RecommendationResponse>('/api/chatbot/recipe-recommendations', wizard);
    expect(res.status).toBe(200);
    expect(res.body.recommendations.newRecipes).toEqual([]);
  });

  it('asks once more after a malformed answer, and uses the second', async () => {
    const t = await modelApp();
    const c = t.client();
    await c.register('wizard_retry');
    mode = {
      kind: 'json',
      bodies: ['Here are some recipes: {not json', JSON.stringify({ recipes: [recipeJson()] })],
    };
    const res = await c.post<RecommendationResponse>('/api/chatbot/recipe-recommendations', wizard);
    expect(res.status, res.text).toBe(200);
    expect(seen).toHaveLength(2);
    expect(res.body.recommendations.newRecipes).toHaveLength(1);
  });

  it('reports an error after two malformed answers', async () => {
    const t = await modelApp();
    const c = t.client();
    await c.register('wizard_malformed');
    mode = { kind: 'json', bodies: ['{"recipes": [{"title": 42}]}', 'not json at all'] };
    const res = await c.post('/api/chatbot/recipe-recommendations', wizard);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'The assistant gave an answer we could not use. Please try again.' });
    expect(seen).toHaveLength(2);
  });

  it('answers 504 when the model is too slow', async () => {
    const t = await modelApp(300);
    const c = t.client();
    await c.register('wizard_slow');
    mode = { kind: 'slow', delayMs: 3000 };
    const res = await c.post('/api/chatbot/recipe-recommendations', wizard);
    expect(res.status).toBe(504);
    expect(seen).toHaveLength(1);
  });
});

describe('the chatbot routes with the built-in library (no key)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.store, t.clock.now);
  });

  it('answers from the library and says so', async () => {
    const res = await t
      .client()
      .post<ChatResponse>('/api/chatbot/chat', user('Can my 9 month old have honey?'));
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('library');
    expect(res.body.message).toMatch(/^No, not for a 9-month-old/);
  });

  it('recommends catalog recipes and safe template recipes', async () => {
    const c = t.client();
    await c.register('library_wizard');
    const res = await c.post<RecommendationResponse>('/api/chatbot/recipe-recommendations', {
      childAge: '6-12 months',
      dietaryRestrictions: ['dairy-free', 'egg-free'],
      preferredFoods: 'honey, sweet potato',
      dislikedFoods: 'banana',
    });
    expect(res.status, res.text).toBe(200);
    const { existingRecipes, newRecipes } = res.body.recommendations;
    expect(existingRecipes.length).toBeGreaterThan(0);
    expect(newRecipes.length).toBeGreaterThan(0);
    // Honey is never cooked for a baby: it is named, with the reason, in the first idea's description.
    const cooked = newRecipes
      .map((r) => [r.title, ...r.ingredients, ...r.instructions].join('\n'))
      .join('\n')
      .toLowerCase();
    expect(cooked).not.toContain('honey');
    expect(newRecipes[0]?.description).toMatch(/Honey: not yet .+botulism/);
    expect(cooked).toContain('sweet potato');
    for (const recipe of newRecipes) {
      expect(recipe.dietaryRestrictions).toEqual(expect.arrayContaining(['dairy-free', 'egg-free']));
    }
    for (const id of existingRecipes) {
      const recipe = (await c.get<Recipe>(`/api/recipes/${id}`)).body;
      expect(recipe.ageGroup).toBe('6-12 months');
      expect(recipe.dietaryRestrictions).toEqual(expect.arrayContaining(['dairy-free', 'egg-free']));
      expect(`${recipe.title} ${recipe.description} ${recipe.ingredients}`.toLowerCase()).not.toMatch(
        /\bbananas?\b/,
      );
    }
  });

  it('validates the chat messages', async () => {
    const c = t.client();
    const cases: [unknown, string][] = [
      [{ messages: [] }, 'Send at least one message'],
      [{ messages: Array.from({ length: 51 }, () => ({ role: 'user', content: 'hi' })) }, 'at most 50'],
      [user('x'.repeat(4001)), 'at most 4,000 characters'],
      [{ messages: [{ role: 'robot', content: 'hi' }] }, 'Role must be one of'],
      [{ messages: [{ role: 'user', content: '   ' }] }, 'cannot be empty'],
      [{ messages: [{ role: 'assistant', content: 'hello' }] }, 'from the user'],
      [{}, 'messages'],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/chatbot/chat', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(String(res.body.message)).toContain(message);
    }
    const fifty = await c.post('/api/chatbot/chat', {
      messages: Array.from({ length: 50 }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content: 'x'.repeat(4000),
      })),
    });
    expect(fifty.status, fifty.text).toBe(200);
  });

  it('needs a signed-in user and a valid age for recommendations', async () => {
    const visitor = await t.client().post('/api/chatbot/recipe-recommendations', { childAge: '1-2 years' });
    expect(visitor.status).toBe(401);
    const c = t.client();
    await c.register('library_wizard_validation');
    const noAge = await c.post('/api/chatbot/recipe-recommendations', { dietaryRestrictions: [] });
    expect(noAge.status).toBe(400);
    expect(noAge.body).toMatchObject({ field: 'childAge' });
    const badDiet = await c.post('/api/chatbot/recipe-recommendations', {
      childAge: '1-2 years',
      dietaryRestrictions: ['keto'],
    });
    expect(badDiet.status).toBe(400);
  });
});

describe('chat rate limits', () => {
  it('limits visitors by address more tightly than signed-in people, with 429 and Retry-After', async () => {
    const t = await createTestApp();
    await seedCatalog(t.store, t.clock.now);
    const visitor = t.client();
    for (let i = 0; i < CHAT_RATE_LIMITS.visitorPerAddress.limit; i++) {
      expect((await visitor.post('/api/chatbot/chat', user('Is avocado good?'))).status).toBe(200);
    }
    const limited = await visitor.post('/api/chatbot/chat', user('Is avocado good?'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(limited.body.message)).toContain('Sign in to ask more');

    // A signed-in person on the same address has their own, larger allowance.
    const parent = t.client();
    await parent.register('rate_parent');
    for (let i = 0; i < CHAT_RATE_LIMITS.visitorPerAddress.limit + 5; i++) {
      expect((await parent.post('/api/chatbot/chat', user('Is avocado good?'))).status).toBe(200);
    }
    expect(CHAT_RATE_LIMITS.userPerAccount.limit).toBeGreaterThan(CHAT_RATE_LIMITS.visitorPerAddress.limit);

    // The window passes.
    t.clock.now += CHAT_RATE_LIMITS.visitorPerAddress.windowMs + 1;
    expect((await visitor.post('/api/chatbot/chat', user('Is avocado good?'))).status).toBe(200);
  });
});
