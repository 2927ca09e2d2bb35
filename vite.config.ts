/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_CODE_TEMPLATE_ID, PAGE_INIT_SCRIPT } from './shared/lib/page-init';

const root = path.dirname(fileURLToPath(import.meta.url));
const manifestFile = path.join(root, 'manifest.webmanifest');
/** Where `npm run dev` sends /api (the API started by the same script, unless told otherwise). */
const apiTarget = process.env.DEV_API_URL ?? 'http://127.0.0.1:3000';

/** Serves and emits the hand-written manifest.webmanifest kept at the project root. */
function rootManifest(): Plugin {
  return {
    name: 'sproutplate-root-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(fs.readFileSync(manifestFile));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: fs.readFileSync(manifestFile, 'utf8'),
      });
    },
  };
}

/**
 * Two changes to Chakra's createSystem, the longest task of the app's start. Chakra's version is
 * pinned; the build fails if the code they change is not there as expected.
 * - It works out the global styles (reset, every token as a CSS variable, the page's own) at once,
 *   though only its provider reads them, to put them in <head>. On a page the server drew they are
 *   in <head> already (app/lib/page-styles.ts); working them out was a fifth of createSystem.
 *   `_global` becomes a getter that works them out when first read.
 * - It runs in one go. Its body becomes a generator that stops after the configurations are
 *   merged, between the phases of the design tokens' dictionary (createTokenDictionary, the
 *   largest part, becomes a generator too), and after the style compositions are registered;
 *   `createSystem` runs it through at once as before, and `createSystem.inSteps` hands out the
 *   generator, so that app/lib/system.ts builds the system in a task per step, the page answering
 *   taps between them.
 */
const CHAKRA_SYSTEM = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const CHAKRA_TOKENS = /@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/;
function chakraSystemInSteps(): Plugin {
  // The design tokens' dictionary, the largest step, stops between its own phases too.
  const tokenEdits: [string | RegExp, string][] = [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionary(options) {'],
    ['\n  function build() {\n', '\n  function* build() {\n'],
    ['\n    applyTransforms("pre");\n', '\n    applyTransforms("pre");\n    yield;\n'],
    ['\n    addReferences();\n', '\n    addReferences();\n    yield;\n'],
    ['\n    expandTokenReferences$1();\n', '\n    expandTokenReferences$1();\n    yield;\n'],
    ['\n    applyTransforms("post");\n', '\n    applyTransforms("post");\n    yield;\n'],
    ['\n  registerTokens();\n', '\n  registerTokens();\n  yield;\n'],
    ['\n  build();\n  return dictionary;', '\n  yield* build();\n  return dictionary;'],
  ];
  const edits: [string | RegExp, string][] = [
    ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
    [
      /\n(\s*)_global,\n/,
      '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
    ],
    ['function createSystem(...configs) {', 'function* createSystemInSteps(...configs) {'],
    [
      '\n  const tokens = createTokenDictionary(',
      '\n  yield;\n  const tokens = yield* createTokenDictionary(',
    ],
    ['\n  const breakpoints = createBreakpoints(', '\n  yield;\n  const breakpoints = createBreakpoints('],
    ['\n  assignComposition();\n', '\n  assignComposition();\n  yield;\n'],
    [
      'export { createSystem,',
      'function createSystem(...configs) {\n' +
        '  const steps = createSystemInSteps(...configs);\n' +
        '  let step = steps.next();\n' +
        '  while (!step.done) step = steps.next();\n' +
        '  return step.value;\n' +
        '}\n' +
        'createSystem.inSteps = createSystemInSteps;\n' +
        'export { createSystem,',
    ],
  ];
  return {
    name: 'sproutplate-chakra-system-in-steps',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      const changes = CHAKRA_SYSTEM.test(file) ? edits : CHAKRA_TOKENS.test(file) ? tokenEdits : null;
      if (!changes) return null;
      return changes.reduce((text, [from, to]) => {
        const found = typeof from === 'string' ? text.split(from).length === 2 : from.test(text);
        if (!found) throw new Error(`${id}: Chakra's createSystem changed; update chakraSystemInSteps()`);
        return text.replace(from, to);
      }, code);
    },
  };
}

/**
 * index.html: the page script inlined (shared/lib/page-init.ts); in a build, the app's code tags go
 * into a <template> that this script starts once the page has loaded. A page drawn by the server is
 * readable, pictures and all, before the code arrives; the code then loads at once.
 */
/** The start-up steps of app/main.tsx, as they must stay in step with it. */
const START_UP_STEPS = [
  'app/lib/theme-config.ts',
  'app/lib/system.ts',
  'app/lib/start-step-react-dom.ts',
  'app/lib/start-step-router.ts',
  'app/start.tsx',
];

/** The chunks `files` import statically, themselves included, however deep. */
function staticClosure(bundle: Rolldown.OutputBundle, files: string[]): Set<string> {
  const closure = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (closure.has(file) || chunk?.type !== 'chunk') return;
    closure.add(file);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return closure;
}

/** Every chunk the start-up steps need: the chunks holding them and what those import, however deep. */
function startUpChunks(bundle: Rolldown.OutputBundle | undefined): string[] {
  const chunks = Object.values(bundle ?? {}).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const steps = chunks.filter((c) =>
    START_UP_STEPS.some((step) => c.moduleIds.some((id) => id.endsWith(`/${step}`))),
  );
  if (!bundle || steps.length !== START_UP_STEPS.length) {
    throw new Error(`index.html: start-up steps not found in the bundle (${START_UP_STEPS.join(', ')})`);
  }
  return [
    ...staticClosure(
      bundle,
      steps.map((c) => c.fileName),
    ),
  ];
}

/**
 * A dynamic import preloads the chunks it needs, through a <link> each that Vite's helper adds to
 * <head> after looking for one already there. A screen's import listed some forty chunks, most of
 * them already running (the importer's own static imports), and the helper's looking and adding
 * took a thirtieth of a second in one task. The importer's static imports are dropped from the list:
 * they were loaded before the importer ran. (The bundle is taken before Vite writes the lists.)
 */
let bundleForPreloads: Rolldown.OutputBundle | undefined;
function preloadsOfDynamicImports(): Plugin {
  return {
    name: 'sproutplate-preloads-of-dynamic-imports',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        bundleForPreloads = bundle;
      },
    },
  };
}
/**
 * What waits for an open screen to load: a screen (app/routes.tsx), a start-up step
 * (app/main.tsx) and the home page's later sections. Everything else that is imported on demand
 * (the device database, the menus, the toaster, the service worker) loads after the first screen
 * and preloads nothing: the browser fetches what it imports as it reads it, a few requests at a
 * time, instead of a <link> per chunk added in one task that kept a phone from answering a tap.
 */
const PRELOADED_IMPORT =
  /\/app\/(features\/[^/]+\/[^/]+-page\.tsx|lib\/[^/]+\.ts|start\.tsx|features\/home\/below-the-fold\.tsx)$/;
function notYetLoaded(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (!bundleForPreloads) return deps;
  const imported = bundleForPreloads[file];
  const facade = imported?.type === 'chunk' ? imported.facadeModuleId : null;
  if (!facade || !PRELOADED_IMPORT.test(facade)) return [];
  const loaded = staticClosure(bundleForPreloads, [hostId]);
  return deps.filter((dep) => !loaded.has(dep));
}

function indexHtml(): Plugin {
  return {
    name: 'sproutplate-index-html',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const page = html.replace('<!--page-init-->', `<script>${PAGE_INIT_SCRIPT}</script>`);
        if (ctx.server) return page; // the dev server's code starts as usual
        const code: string[] = [];
        const rest = page.replace(
          /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g,
          (tag) => {
            code.push(tag.trim());
            return '';
          },
        );
        if (code.length === 0) throw new Error('index.html: no module script for the app code template');
        // The start-up steps that main.tsx imports one by one load with it, not one after another.
        const preloads = startUpChunks(ctx.bundle).filter((file) => !code.some((tag) => tag.includes(file)));
        for (const file of preloads) code.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
        return rest.replace(
          '</body>',
          `<template id="${APP_CODE_TEMPLATE_ID}">${code.join('')}</template></body>`,
        );
      },
    },
  };
}

/**
 * The small shared pieces every public screen's first view uses (Chakra's layout components,
 * buttons, badges, cards, skeletons and their helpers, TanStack Query, a few icons, the app's
 * labels, paths and API client) go in one chunk, "kit", with what they import. Split as Rolldown
 * would split them, they were some forty files of a few hundred bytes each, and every request
 * costs the page's main thread a few milliseconds to start: the first screen is now a dozen files
 * and smaller gzipped (one file compresses better than forty). A piece listed here that the first
 * screen stops using only makes "kit" a little larger; `npm run bench` measures the result.
 */
const FIRST_SCREEN_KIT = new RegExp(
  [
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|text|link|badge|container|center|card|stack|flex|grid|skeleton|spinner|link-box|button|icon-button|image|span|absolute-center|loader|heading)[\\/]`,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/]icons|utils[\\/])`,
    String.raw`@zag-js[\\/](anatomy|utils)[\\/]`,
    String.raw`@tanstack[\\/](query-core|react-query)[\\/]`,
    String.raw`lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/]|icons[\\/](mail|menu|x|refresh-cw|wifi-off|chevron-down|monitor|moon|sun|user-round|triangle-exclamation-point|shield-exclamation-point|search-x|clock|bot|calendar-days|search|cooking-pot|arrow-right)\.)`,
    String.raw`[\\/]shared[\\/](constants|lib[\\/]lines)\.ts$`,
    String.raw`[\\/]app[\\/]lib[\\/](labels|paths|pictures|api|query-client|next-task)\.ts$`,
    String.raw`[\\/]app[\\/]offline[\\/]update-available\.ts$`,
  ].join('|'),
);

/**
 * Every other icon the app draws (a few hundred bytes each) goes in one chunk, by the same
 * reasoning: a screen's code is then a few files, not a dozen. The shell's own icons are in "kit".
 */
const ICONS = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Two builds: the PWA into dist/, and (`--ssr`) the server's page renderer,
 * app/entry-server.tsx, into dist-ssr/ next to it, outside what is served.
 * `npm run build` runs both.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'app'),
  publicDir: path.join(root, 'app/public'),
  resolve: {
    alias: { '@shared': path.join(root, 'shared') },
  },
  // The catalog sync worker is a module worker: it shares the device-database chunk with the page.
  worker: { format: 'es' },
  plugins: [
    react(),
    chakraSystemInSteps(),
    preloadsOfDynamicImports(),
    !isSsrBuild && rootManifest(),
    indexHtml(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: path.join(root, 'sw'),
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // The app shell and every public screen's code. The admin area and the PDF library load
          // on demand and stay out; catalog pictures are cached as they are seen (sw/sw.ts). The course
          // resources (four small PDFs) are in, so they download offline.
          globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2,webmanifest,pdf}'],
          globIgnores: [
            '**/admin-*.js',
            '**/pdf-*.js',
            '**/pdf-lib*.js',
            '**/images/recipes/**',
            '**/images/categories/**',
            '**/images/experts/**',
            '**/images/courses/**',
            '**/images/about/**',
          ],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  // The page renderer carries its libraries: it runs wherever dist-ssr/ is put (the bench's
  // temporary folder too), not only beside this project's node_modules.
  ssr: { noExternal: true },
  build: {
    outDir: path.join(root, isSsrBuild ? 'dist-ssr' : 'dist'),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { resolveDependencies: notYetLoaded },
    // The renderer's files are ES modules wherever they are put, with or without a package.json.
    rolldownOptions: isSsrBuild
      ? { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'kit', test: FIRST_SCREEN_KIT },
                { name: 'icons', test: ICONS },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      // The Host header is kept, so the API sees the page's own origin and its Origin check passes.
      '/api': { target: apiTarget },
    },
  },
  test: {
    root,
    include: ['{api,shared,app,sw}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
}));
