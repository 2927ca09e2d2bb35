import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from './compile-hints';

type Output =
  | { type: 'chunk'; fileName: string; code: string; map: { mappings: string } | null }
  | { type: 'asset'; fileName: string; source: string };

/** Runs the plugin's bundle hook on a bundle, as Vite does once the chunks are finished. */
function finish(plugin: Plugin, bundle: Record<string, Output>): void {
  const hook = plugin.generateBundle as {
    order: string;
    handler: (options: unknown, bundle: unknown) => void;
  };
  expect(hook.order, 'after Vite puts its own first line in front').toBe('post');
  hook.handler({}, bundle);
}

const chunk = (fileName: string, code: string, map: { mappings: string } | null = null): Output => ({
  type: 'chunk',
  fileName,
  code,
  map,
});

describe('the compile hint', () => {
  it('goes on the first line of a script, once', () => {
    const code = 'const a=1;\nexport{a};';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
  });

  it("is put on every chunk but the on-demand areas', and never on an asset", () => {
    const bundle: Record<string, Output> = {
      'assets/app.js': chunk('assets/app.js', 'const __vite__mapDeps=1;'),
      'assets/recipes-page.js': chunk('assets/recipes-page.js', 'export{}', { mappings: 'AAAA' }),
      'assets/admin-users-page.js': chunk('assets/admin-users-page.js', 'export{}'),
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css', source: 'body{}' },
    };
    finish(
      compileHints(() => new Set(['assets/admin-users-page.js'])),
      bundle,
    );
    const code = (name: string) => (bundle[name] as { code: string }).code;
    expect(code('assets/app.js')).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;`);
    expect(code('assets/recipes-page.js').startsWith(COMPILE_HINT)).toBe(true);
    // Its source map skips the new first line.
    expect((bundle['assets/recipes-page.js'] as { map: { mappings: string } }).map.mappings).toBe(';AAAA');
    expect(code('assets/admin-users-page.js')).toBe('export{}');
    expect((bundle['assets/app.css'] as { source: string }).source).toBe('body{}');
  });

  it('keeps a source map the bundler has already written out pointing at the right lines', () => {
    const map = { version: 3, sources: ['app/main.tsx'], mappings: 'AAAA,CAAC' };
    const bundle: Record<string, Output> = {
      'assets/app.js': chunk('assets/app.js', 'x()', { mappings: 'AAAA,CAAC' }),
      'assets/app.js.map': { type: 'asset', fileName: 'assets/app.js.map', source: JSON.stringify(map) },
    };
    finish(
      compileHints(() => new Set()),
      bundle,
    );
    const written = JSON.parse((bundle['assets/app.js.map'] as { source: string }).source) as typeof map;
    expect(written).toEqual({ ...map, mappings: ';AAAA,CAAC' });
    // Shifted once: the file written out is the one that counts.
    expect((bundle['assets/app.js'] as { map: { mappings: string } }).map.mappings).toBe('AAAA,CAAC');
  });
});
