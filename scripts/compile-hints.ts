/**
 * V8 compiles a function the first time it runs, on the main thread. A first visit runs most of
 * the app's code at once, as it starts and hydrates the page, so that compiling landed in the very
 * tasks that hold the page up. V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` at the top of a script (Chromium 136 and later; others ignore it),
 * has every function of the file compiled as the file streams in, on a background thread. The
 * build puts it at the top of every chunk but those only the on-demand areas load (the admin area,
 * the PDF builder; scripts/precache-scope.ts), whose code a visit may never run
 * (docs/decisions/016).
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk's code with the hint on its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/**
 * The client build's plugin. `onDemandOnly` names the chunks to leave as they are; it is read when
 * the bundle is finished, after the precache scope has read it (so this plugin goes after that one).
 */
export function compileHints(onDemandOnly: () => ReadonlySet<string>): Plugin {
  return {
    name: 'sproutplate-compile-hints',
    apply: 'build',
    // Last, after Vite has put its own first line (the chunk's list of preloads) in front.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const skipped = onDemandOnly();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || skipped.has(output.fileName)) continue;
          output.code = withCompileHint(output.code);
          // A source map (a profiling build's) keeps pointing at the right lines: one more, empty.
          // The bundler has already made it into the file it writes, when there is one.
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          } else if (output.map) {
            output.map.mappings = `;${output.map.mappings}`;
          }
        }
      },
    },
  };
}
