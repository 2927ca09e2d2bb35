// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgeGroup } from '@shared/enums';
import { addDays, todayIso } from '@shared/lib/child-age';
import {
  chooseChild,
  CHOSEN_CHILD_KEY,
  readChildChoice,
  showAllAges,
  useChildChoice,
} from '../offline/chosen-child-choice';
import { publishChosenChild, useChildAgeDefault, useChosenChildLater } from './chosen-child-later';

/** A birth date about `months` months ago. */
const bornMonthsAgo = (months: number) => addDays(todayIso(), -Math.round(months * 30.6));
const MAYA = { id: 'maya', name: 'Maya', birthDate: bornMonthsAgo(8) };
const SAM = { id: 'sam', name: 'Sam', birthDate: bornMonthsAgo(25.5) };

beforeEach(() => {
  localStorage.clear();
  chooseChild(null);
  act(() => publishChosenChild(null));
});
afterEach(() => vi.restoreAllMocks());

describe("the device's choice", () => {
  it('keeps the chosen id, and forgets "Show all ages" when a child is chosen again', () => {
    chooseChild('maya');
    expect(readChildChoice()).toEqual({ id: 'maya', allAges: [] });
    showAllAges('recipes');
    showAllAges('recipes');
    showAllAges('foods');
    expect(readChildChoice()).toEqual({ id: 'maya', allAges: ['recipes', 'foods'] });
    expect(JSON.parse(localStorage.getItem(CHOSEN_CHILD_KEY) ?? '')).toEqual({
      id: 'maya',
      allAges: ['recipes', 'foods'],
    });
    chooseChild('maya');
    expect(readChildChoice().allAges).toEqual([]);
  });

  it('reads a damaged or foreign value as nothing chosen', () => {
    localStorage.setItem(CHOSEN_CHILD_KEY, '{not json');
    expect(readChildChoice()).toEqual({ id: null, allAges: [] });
    localStorage.setItem(CHOSEN_CHILD_KEY, JSON.stringify({ id: 42, allAges: ['recipes', 'elsewhere'] }));
    expect(readChildChoice()).toEqual({ id: null, allAges: ['recipes'] });
  });

  it('is followed in this tab at once, and from another tab through the storage event', () => {
    const { result } = renderHook(() => useChildChoice());
    expect(result.current.id).toBeNull();
    act(() => chooseChild('sam'));
    expect(result.current.id).toBe('sam');

    // Another tab wrote it: this one hears of it from the browser's storage event.
    localStorage.setItem(CHOSEN_CHILD_KEY, JSON.stringify({ id: 'maya', allAges: [] }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CHOSEN_CHILD_KEY }));
    });
    expect(result.current.id).toBe('maya');
  });
});

describe('the chosen child for the screens', () => {
  it('is unknown until the switcher reports it, then follows its reports', () => {
    const { result } = renderHook(() => useChosenChildLater());
    act(() => publishChosenChild(MAYA));
    expect(result.current).toMatchObject({ id: 'maya', name: 'Maya' });
    act(() => publishChosenChild(null));
    expect(result.current).toBeNull();
  });
});

describe('useChildAgeDefault', () => {
  function render(initial: AgeGroup | undefined) {
    const apply = vi.fn<(age: AgeGroup) => void>();
    const hook = renderHook(
      ({ current }: { current: AgeGroup | undefined }) =>
        useChildAgeDefault({ screen: 'recipes', field: 'ageGroup', current, apply }),
      { initialProps: { current: initial } },
    );
    return { apply, ...hook };
  }

  it('does nothing while no child is known', () => {
    const { apply, result } = render(undefined);
    expect(apply).not.toHaveBeenCalled();
    expect(result.current.child).toBeNull();
    expect(result.current.showing).toBe(false);
  });

  it("gives an address with no age the child's, and says it shows it", () => {
    const { apply, result, rerender } = render(undefined);
    act(() => publishChosenChild(MAYA));
    expect(apply).toHaveBeenCalledWith('6-12 months');
    rerender({ current: '6-12 months' });
    expect(result.current.showing).toBe(true);
    expect(result.current.child).toMatchObject({ name: 'Maya', ageText: '8 months' });
  });

  it('keeps an age the address already has', () => {
    const { apply, result } = render('1-2 years');
    act(() => publishChosenChild(MAYA));
    expect(apply).not.toHaveBeenCalled();
    expect(result.current.showing).toBe(false);
  });

  it('sets the age of a child chosen while the screen is open, even over another age', () => {
    const { apply, rerender } = render('1-2 years');
    act(() => publishChosenChild(MAYA));
    expect(apply).not.toHaveBeenCalled();
    act(() => publishChosenChild(SAM));
    expect(apply).toHaveBeenCalledWith('2-3 years');
    rerender({ current: '2-3 years' });
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('remembers "Show all ages" until a child is chosen again', () => {
    act(() => publishChosenChild(MAYA));
    const { apply, result, rerender } = render('6-12 months');
    act(() => result.current.showAll());
    rerender({ current: undefined });
    expect(readChildChoice().allAges).toEqual(['recipes']);
    expect(apply).not.toHaveBeenCalled();

    act(() => chooseChild('maya'));
    expect(apply).toHaveBeenCalledWith('6-12 months');
  });

  it('holds nothing against a child added later when all ages were asked for with none', () => {
    const { apply, result, rerender } = render('6-12 months');
    act(() => result.current.showAll());
    rerender({ current: undefined });
    expect(readChildChoice().allAges).toEqual([]);
    act(() => publishChosenChild(MAYA));
    expect(apply).toHaveBeenCalledWith('6-12 months');
  });
});
