/**
 * Code loaded on demand is tried again when its load fails (app/lib/load-again.ts). So that this
 * holds for every screen and every part loaded on demand, whoever wrote the `import()` (the app,
 * the route table's glob, a library), the client build sends each one through it: in every chunk,
 * `import("./x-abc.js")` becomes `__spImportAgain("./x-abc.js", import.meta.url)`. It is done on the
 * finished chunk, inside what the bundler puts around an import (Vite's preloading of the chunk's
 * dependencies, and the bundler's `.then(...)` that picks a module out of a shared chunk), so a
 * later try answers what the first would have.
 */
import { parseSync, Visitor, type Plugin } from 'vite';
import { IMPORT_AGAIN } from '../app/lib/load-again';

/** `code` with each `import()` of a fixed relative address sent through `__spImportAgain`. */
export function withImportAgain(code: string): string {
  const { program } = parseSync('chunk.js', code);
  const edits: { start: number; end: number; text: string }[] = [];
  new Visitor({
    ImportExpression(node) {
      const { source } = node;
      const address =
        source.type === 'Literal' && typeof source.value === 'string'
          ? source.value
          : source.type === 'TemplateLiteral' && source.expressions.length === 0
            ? source.quasis[0]?.value.cooked
            : undefined;
      // An address computed at run time (load-again.ts's own) or another site's is left alone.
      if (node.options || !address || !/^\.{1,2}\//.test(address)) return;
      const text = `${IMPORT_AGAIN}(${code.slice(source.start, source.end)},import.meta.url)`;
      edits.push({ start: node.start, end: node.end, text });
    },
  }).visit(program);
  let out = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/** The client build's plugin (the server's renderer imports as Node does). */
export function importAgain(): Plugin {
  return {
    name: 'sproutplate-import-again',
    apply: 'build',
    // Once the chunks are finished: Vite reads each `import()` as it was to list the chunks that
    // import preloads, when the bundle is generated.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withImportAgain(output.code);
        }
      },
    },
  };
}
