import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes Zod jitless: Zod reads the configuration it sets, before Zod is loaded', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    // A schema made now parses as usual, without the compiled fast path.
    expect(z.object({ name: z.string() }).parse({ name: 'Ada', extra: 1 })).toEqual({ name: 'Ada' });
  });
});
