import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { NEWSLETTER_PER_IP } from './catalog';

describe('newsletter rate limit', () => {
  it('refuses sign-ups past the limit with 429, the wait in Retry-After and in the body', async () => {
    const t = await createTestApp();
    const c = t.client();
    for (let i = 0; i < NEWSLETTER_PER_IP.limit; i++) {
      expect((await c.post('/api/newsletter/subscribe', { email: `parent${i}@example.com` })).status).toBe(
        201,
      );
    }
    const refused = await c.post('/api/newsletter/subscribe', { email: 'one-more@example.com' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      message: 'Too many sign-ups from this address. Please try again later.',
      retryAfter,
    });

    t.clock.now += NEWSLETTER_PER_IP.windowMs + 1;
    expect((await c.post('/api/newsletter/subscribe', { email: 'one-more@example.com' })).status).toBe(201);
  });
});
