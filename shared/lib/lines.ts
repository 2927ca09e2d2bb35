/** Ingredient lines as shown: one per line, blank lines dropped. */
export const splitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
