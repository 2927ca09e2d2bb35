import { describe, expect, it, vi } from 'vitest';
import { addressForAttempt, importAgain } from './load-again';

const CHUNK = 'https://sproutplate.example/assets/app-toaster-Bf9pYk61.js';

describe('addressForAttempt', () => {
  it('asks for the same address before the last try, and a new module-map key on the last', () => {
    expect(addressForAttempt(CHUNK, 1, 3)).toBe(CHUNK);
    expect(addressForAttempt(CHUNK, 2, 3)).toBe(CHUNK);
    expect(addressForAttempt(CHUNK, 3, 3)).toBe(`${CHUNK}#retry=3`);
  });

  it('changes only the fragment, which the browser never sends: the request stays the same', () => {
    const last = new URL(addressForAttempt(`${CHUNK}?v=2#retry=2`, 3, 3));
    expect(last.href).toBe(`${CHUNK}?v=2#retry=3`);
    expect(last.origin + last.pathname + last.search).toBe(`${CHUNK}?v=2`);
  });

  it('keeps the address when there is only one try', () => {
    expect(addressForAttempt(CHUNK, 1, 1)).toBe(CHUNK);
  });
});

describe('importAgain', () => {
  const base = 'https://sproutplate.example/assets/app-CfxXAYJj.js';

  it('resolves the address against the importing chunk and answers with the first load that works', async () => {
    const load = vi
      .fn<(address: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))
      .mockResolvedValueOnce({ AppToaster: 'the toaster' });
    await expect(importAgain('./app-toaster-Bf9pYk61.js', base, load, 3, 1)).resolves.toEqual({
      AppToaster: 'the toaster',
    });
    expect(load.mock.calls).toEqual([[CHUNK], [CHUNK]]);
  });

  it('gives up with the last failure, its last try under an address not yet tried', async () => {
    const load = vi.fn<(address: string) => Promise<unknown>>().mockRejectedValue(new TypeError('offline'));
    await expect(importAgain('./app-toaster-Bf9pYk61.js', base, load, 3, 1)).rejects.toThrow('offline');
    expect(load.mock.calls).toEqual([[CHUNK], [CHUNK], [`${CHUNK}#retry=3`]]);
  });

  it('takes a module that only loaded under a retry address from there afterwards', async () => {
    const page = 'https://sproutplate.example/assets/about-page-_hAIwAZg.js';
    const failedBefore = new Set([page]); // a browser that keeps a failed module in its module map
    const load = vi.fn((address: string) =>
      failedBefore.has(address)
        ? Promise.reject(new TypeError('failed before'))
        : Promise.resolve({ address }),
    );
    await expect(importAgain('./about-page-_hAIwAZg.js', base, load, 3, 1)).resolves.toEqual({
      address: `${page}#retry=3`,
    });
    load.mockClear();
    await expect(importAgain('./about-page-_hAIwAZg.js', base, load, 3, 1)).resolves.toEqual({
      address: `${page}#retry=3`,
    });
    expect(load.mock.calls).toEqual([[`${page}#retry=3`]]);
  });
});
