/**
 * The AI assistant: POST /api/chatbot/chat (visitors too: the sugar board asks it, under a
 * tighter limit by address) and POST /api/chatbot/recipe-recommendations (signed in).
 */
import { Hono, type Context } from 'hono';
import { CHAT_RATE_LIMITS } from '../../shared/constants';
import { chatRequestSchema, recommendationRequestSchema } from '../../shared/schemas/chatbot';
import type { AppEnv } from '../context';
import { ApiError, tooManyRequests, validate } from '../lib/http';
import { currentUser, requireUser } from '../middleware/auth';
import { AiProviderError } from '../services/ai/provider';
import type { RateLimitRule } from '../services/rate-limit';

async function limit(c: Context<AppEnv>, key: string, rule: RateLimitRule): Promise<void> {
  const state = await c.get('services').rateLimiter.hit(key, rule);
  if (!state.limited) return;
  const who = c.get('user') ? '' : ' Sign in to ask more.';
  throw tooManyRequests(
    `Too many questions in a short time. Please try again in a few minutes.${who}`,
    state.retryAfter,
  );
}

/** A provider failure as the right status, with words a parent can act on. */
async function answering<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    c.get('services').log.warn(`AI assistant failed (${err.kind}): ${err.message}`);
    if (err.kind === 'timeout') {
      throw new ApiError(504, 'The assistant took too long to answer. Please try again.');
    }
    if (err.kind === 'malformed') {
      throw new ApiError(502, 'The assistant gave an answer we could not use. Please try again.');
    }
    throw new ApiError(503, 'The assistant is not available right now. Please try again later.');
  }
}

export const chatbotRoutes = new Hono<AppEnv>()
  .post('/chatbot/chat', validate('json', chatRequestSchema), async (c) => {
    const user = c.get('user');
    if (user) await limit(c, `chat:user:${user.id}`, CHAT_RATE_LIMITS.userPerAccount);
    else await limit(c, `chat:ip:${c.get('clientIp')}`, CHAT_RATE_LIMITS.visitorPerAddress);
    const { messages } = c.req.valid('json');
    return c.json(await answering(c, () => c.get('services').ai.chat(messages)));
  })
  .post(
    '/chatbot/recipe-recommendations',
    requireUser,
    validate('json', recommendationRequestSchema),
    async (c) => {
      await limit(c, `recommend:user:${currentUser(c).id}`, CHAT_RATE_LIMITS.recommendationsPerAccount);
      const input = c.req.valid('json');
      return c.json(await answering(c, () => c.get('services').ai.recommend(input)));
    },
  );
