import { describe, expect, it, vi } from 'vitest';
import { loadAgainOnFailure } from './load-again';

describe('loadAgainOnFailure', () => {
  it('tries a failed load again, and answers with the first that succeeds', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the toaster');
    await expect(loadAgainOnFailure(load, 3, 1)).resolves.toBe('the toaster');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with the last failure after the attempts it was given', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    await expect(loadAgainOnFailure(load, 3, 1)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
