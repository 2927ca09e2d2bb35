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

describe('the compile hint', () => {
  it('goes on the first line of a script, once', () => {
    const code = 'const a=1;\nexport{a};';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
  });

  it("is put on every chunk but the on-demand areas', and never on an asset", () => {
    const bundle: Record<string, Output> = {
      'assets/app.js': {
        type: 'chunk',
        fileName: 'assets/app.js',
        code: 'const __vite__mapDeps=1;',
        map: null,
      },
      'assets/recipes-page.js': {
        type: 'chunk',
        fileName: 'assets/recipes-page.js',
        code: 'export{}',
        map: { mappings: 'AAAA' },
      },
      'assets/admin-users-page.js': {
        type: 'chunk',
        fileName: 'assets/admin-users-page.js',
        code: 'export{}',
        map: null,
      },
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
});
