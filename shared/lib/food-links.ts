/**
 * Finds the foods of the First Foods guide that a recipe's ingredient line names, so the line
 * can link to them ("200 g sweet potato" -> /foods/sweet-potato). It reads the small names index
 * (shared/content/foods/names.ts), not the whole guide, so a recipe page stays light.
 */
import { FOOD_NAMES } from '../content/foods/names';
import { fold, singular, synonymsOf } from './language';

/** A piece of an ingredient line: plain text, or text naming a food of the guide. */
export interface LineSegment {
  text: string;
  slug?: string;
}

/** Every name of every food (singular, normalised words, synonyms included) to its slug. */
const PHRASES: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [slug, ...names] of FOOD_NAMES) {
    for (const name of names) {
      for (const phrase of synonymsOf(name)) if (!map.has(phrase)) map.set(phrase, slug);
    }
  }
  return map;
})();
const LONGEST = Math.max(1, ...[...PHRASES.keys()].map((p) => p.split(' ').length));

/** The line cut into segments, each food named at most once per line (longest name first). */
export function linkFoods(line: string): LineSegment[] {
  const tokens: { start: number; end: number; word: string }[] = [];
  for (const m of line.matchAll(/[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu)) {
    const word = singular(fold(m[0]).replace(/[^\p{L}\p{N}]/gu, ''));
    if (word) tokens.push({ start: m.index, end: m.index + m[0].length, word });
  }
  const segments: LineSegment[] = [];
  const seen = new Set<string>();
  let cursor = 0;
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    let slug: string | undefined;
    for (let len = Math.min(LONGEST, tokens.length - i); len >= 1; len -= 1) {
      const phrase = tokens
        .slice(i, i + len)
        .map((t) => t.word)
        .join(' ');
      slug = PHRASES.get(phrase);
      if (slug) {
        matched = len;
        break;
      }
    }
    if (slug && matched > 0 && !seen.has(slug)) {
      seen.add(slug);
      const start = tokens[i]?.start ?? cursor;
      const end = tokens[i + matched - 1]?.end ?? start;
      if (start > cursor) segments.push({ text: line.slice(cursor, start) });
      segments.push({ text: line.slice(start, end), slug });
      cursor = end;
      i += matched;
    } else {
      i += Math.max(1, matched);
    }
  }
  if (cursor < line.length) segments.push({ text: line.slice(cursor) });
  return segments;
}
