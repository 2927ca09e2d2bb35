/**
 * The build's rewrite of Chakra UI's system module (chakra-global-styles.ts): it must find its line
 * in the Chakra this project installs, and the system it gives must write out the same global
 * styles as Chakra's own, only when they are first read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultBaseConfig, type createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { config, themeConfig } from '../app/lib/theme-config';
import { lazyGlobalStyles, SYSTEM_MODULE } from './chakra-global-styles';

const original = path.join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');
// Inside the project, so the module's own package imports resolve as Chakra's do.
const cache = path.join(process.cwd(), 'node_modules/.cache');
fs.mkdirSync(cache, { recursive: true });
const folder = fs.mkdtempSync(path.join(cache, 'chakra-system-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Chakra's system module as given (rewritten or not), importing Chakra's own modules beside it. */
async function createSystemFrom(name: string, code: string): Promise<typeof createSystem> {
  const base = pathToFileURL(path.dirname(original)).href;
  const file = path.join(folder, `${name}.mjs`);
  fs.writeFileSync(
    file,
    code.replace(
      /from '(\.\.?\/[^']+)'/g,
      (_, relative: string) => `from '${new URL(relative, `${base}/`).href}'`,
    ),
  );
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    createSystem: typeof createSystem;
  };
  return module.createSystem;
}

describe("Chakra's global styles, written out when first read", () => {
  it('names the module the bundler sees', () => {
    expect(SYSTEM_MODULE.test(original)).toBe(true);
    expect(SYSTEM_MODULE.test('/x/node_modules/@chakra-ui/react/dist/esm/styled-system/css.js')).toBe(false);
  });

  it('gives the same system, its global styles a getter that writes them out once', async () => {
    // Chakra's as installed, and as the build rewrites it (this suite's own imports of Chakra
    // go through the build's plugins, so they are not the reference).
    const code = fs.readFileSync(original, 'utf8');
    const eager: SystemContext = (await createSystemFrom('eager', code))(
      defaultBaseConfig,
      themeConfig,
      config,
    );
    const lazy: SystemContext = (await createSystemFrom('lazy', lazyGlobalStyles(code)))(
      defaultBaseConfig,
      themeConfig,
      config,
    );
    const descriptor = Object.getOwnPropertyDescriptor(lazy, '_global');
    expect(typeof descriptor?.get).toBe('function');
    expect(Object.getOwnPropertyDescriptor(eager, '_global')?.get).toBeUndefined();
    // The same reset, global rules (ours included) and token variables.
    expect(JSON.stringify(lazy._global)).toBe(JSON.stringify(eager._global));
    expect(JSON.stringify(lazy._global)).toContain('.sp-recipe-card');
    expect(JSON.stringify(lazy._global)).toContain('--chakra-colors-brand-600');
    expect(lazy._global).toBe(lazy._global);
    const style = { bg: 'brand.solid', px: '4', _hover: { color: 'peach.fg' }, md: { fontSize: 'lg' } };
    expect(lazy.css(style)).toEqual(eager.css(style));
  });

  it('fails the build when Chakra no longer has the line it rewrites', () => {
    expect(() => lazyGlobalStyles('export function createSystem() {}')).toThrow(/has changed/);
  });
});
