/**
 * The device reads GET /api/children whole: it follows `nextLogs` to the last page and puts the
 * logs in the screens' order (by date, then as logged).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChildrenResponse, FoodLog } from '@shared/schemas/children';
import { readChildrenFromServer } from './children-read';

const log = (id: string, date: string, createdAt: number) =>
  ({
    id,
    childId: 'c',
    foodSlug: null,
    foodName: id,
    date,
    response: 'liked',
    reaction: 'none',
    note: '',
    recipeId: null,
    createdAt,
  }) as FoodLog;

afterEach(() => vi.unstubAllGlobals());

describe('readChildrenFromServer', () => {
  it('follows nextLogs to the last page and orders the logs by date, then as logged', async () => {
    const pages: Record<string, ChildrenResponse> = {
      '/api/children': {
        children: [],
        logs: [log('b', '2026-11-03', 1), log('a', '2026-11-01', 2)],
        nextLogs: '/api/children?logsAfter=2~a',
      },
      '/api/children?logsAfter=2~a': {
        children: [],
        logs: [log('c', '2026-11-01', 3)],
        nextLogs: '/api/children?logsAfter=3~c',
      },
      '/api/children?logsAfter=3~c': { children: [], logs: [log('d', '2026-11-02', 4)], nextLogs: null },
    };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(pages[url]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const whole = await readChildrenFromServer();
    expect(asked).toEqual(Object.keys(pages));
    expect(whole.logs.map((l) => l.id)).toEqual(['a', 'c', 'd', 'b']);
    expect(whole.nextLogs).toBeNull();
  });
});
