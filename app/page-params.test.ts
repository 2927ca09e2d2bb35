/**
 * The page server renders and keeps a server-rendered page by the parameters PAGE_PARAMS names
 * for its route. A screen reading a parameter not named there would render the same page for
 * two addresses its visitors see differently: this reads the screens' code for the parameters
 * they read and checks each is named.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PARAMS, pageAddressFor } from './page-params';

/** Feature folder of server-rendered screens -> the routes its screens serve. */
const FOLDERS: Record<string, readonly string[]> = {
  recipes: ['/recipes', '/recipes/:id'],
  foods: ['/foods', '/foods/:slug'],
  sugar: ['/sugar-board'],
  guides: ['/guides', '/guides/:id'],
  home: ['/'],
  about: ['/about'],
  legal: ['/privacy', '/terms'],
  tips: ['/nutrition-tips'],
};

const READS = [/params\.(?:get|getAll|has)\(\s*'([^']+)'/g, /\b(?:last|read)\(\s*params\s*,\s*'([^']+)'/g];

function paramsRead(folder: string): Set<string> {
  const dir = path.join(__dirname, 'features', folder);
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir)) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const pattern of READS) for (const m of code.matchAll(pattern)) names.add(m[1]!);
  }
  return names;
}

describe('the parameters a server-rendered page is kept by', () => {
  it.each(Object.entries(FOLDERS))('names every parameter the %s screens read', (folder, routes) => {
    const declared = new Set(routes.flatMap((r) => PAGE_PARAMS[r] ?? []));
    const read = [...paramsRead(folder)];
    expect(read.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('finds the parameters the sugar board reads (the check reads real code)', () => {
    expect([...paramsRead('sugar')].sort()).toEqual(['category', 'foods', 'q', 'sort', 'swaps']);
  });

  it('keeps only what the route reads, sorted by name, each as the screen reads it', () => {
    const url = new URL('https://sproutplate.example/recipes?x=1&page=2&age=1-2+years&q=a&q=b#top');
    expect(pageAddressFor(url, '/recipes').href).toBe(
      'https://sproutplate.example/recipes?age=1-2+years&page=2&q=b',
    );
    expect(pageAddressFor(new URL('https://s.example/?x=1&y=2'), '/').href).toBe('https://s.example/');
    expect(pageAddressFor(new URL('https://s.example/nowhere?q=1'), undefined).href).toBe(
      'https://s.example/nowhere',
    );
  });

  it('makes each /recipes value what the screen reads: not valid is not there, a search made single-spaced', () => {
    const at = (search: string) =>
      pageAddressFor(new URL(`https://s.example/recipes${search}`), '/recipes').href;
    const plain = 'https://s.example/recipes';
    for (const age of ['37', '-1', '1e9', 'banana', '', '0-6%20months%20'])
      expect(at(`?age=${age}`)).toBe(plain);
    expect(at('?age=6-12+months')).toBe(`${plain}?age=6-12+months`);
    expect(at('?page=2')).toBe(`${plain}?page=2`);
    for (const page of ['1', '0', '-3', '2.5', 'x', '100001']) expect(at(`?page=${page}`)).toBe(plain);
    expect(at('?q=%20%20carrot%20%20%20soup%20')).toBe(`${plain}?q=carrot+soup`);
    expect(at('?q=%20%20%20')).toBe(plain);
    expect(at(`?q=${'a'.repeat(201)}`)).toBe(plain);
    expect(at('?type=lunch&type=brunch')).toBe(plain);
    expect(at('?type=brunch&type=lunch')).toBe(`${plain}?type=lunch`);
    expect(at('?prep=15&category=7&diet=vegetarian&diff=easy')).toBe(
      `${plain}?category=7&diet=vegetarian&diff=easy&prep=15`,
    );
  });
});
