/**
 * State kept for this browser tab (sessionStorage), so that opening a recommended recipe and
 * coming back, or reloading, keeps the conversation and the results. It is keyed by account, so
 * another person signing in on the same tab never sees it, and it ends when the tab closes.
 */
import { useEffect, useState } from 'react';

function read<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback; // storage blocked or a damaged value: start afresh
  }
}

export function useSessionState<T>(key: string, fallback: T, isValid: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => read(key, fallback, isValid));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the state still works for this visit.
    }
  }, [key, value]);
  return [value, setValue] as const;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const isChatEntries = (
  v: unknown,
): v is { id: string; role: 'user' | 'assistant'; content: string }[] =>
  Array.isArray(v) &&
  v.every(
    (e) =>
      isObject(e) &&
      typeof e.id === 'string' &&
      (e.role === 'user' || e.role === 'assistant') &&
      typeof e.content === 'string',
  );

export const isRecommendationResult = (v: unknown): boolean =>
  v === null ||
  (isObject(v) &&
    isObject(v.recommendations) &&
    Array.isArray(v.recommendations.existingRecipes) &&
    v.recommendations.existingRecipes.every((id) => Number.isInteger(id)) &&
    Array.isArray(v.recommendations.newRecipes));

export const isWizardValues = (v: unknown): boolean =>
  isObject(v) &&
  typeof v.childAge === 'string' &&
  Array.isArray(v.dietaryRestrictions) &&
  typeof v.preferredFoods === 'string' &&
  typeof v.dislikedFoods === 'string';
