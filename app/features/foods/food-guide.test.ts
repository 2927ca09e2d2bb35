import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { foodPageQuery, loadFoodGuide } from './food-guide';

describe("a food's page from the guide", () => {
  it('answers a food by its address, and for an unknown one the foods it may mean', async () => {
    const client = new QueryClient();
    const egg = await client.fetchQuery(foodPageQuery('egg'));
    expect(egg.food?.name).toBe('Egg');
    expect(egg.suggestions).toEqual([]);

    const typo = await client.fetchQuery(foodPageQuery('brocoli'));
    expect(typo.food).toBeNull();
    expect(typo.suggestions).toContainEqual({ slug: 'broccoli', name: 'Broccoli' });
    expect(typo.suggestions.length).toBeLessThanOrEqual(3);

    expect(await client.fetchQuery(foodPageQuery('---'))).toEqual({ food: null, suggestions: [] });
  });

  it('answers in the first render once the guide is in memory', async () => {
    await loadFoodGuide();
    const client = new QueryClient();
    // What a component's first render reads: the answer is there before any query function runs.
    const result = new QueryObserver(client, foodPageQuery('honey')).getCurrentResult();
    expect(result.status).toBe('success');
    expect(result.data?.food?.slug).toBe('honey');
  });
});
