/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraGlobalStyles } from './scripts/chakra-global-styles';
import { compileHints } from './scripts/compile-hints';
import { importAgain } from './scripts/import-again';
import { precacheScope } from './scripts/precache-scope';
import { precompress } from './scripts/precompress';
import { PAGE_INIT_SCRIPT } from './shared/lib/page-init';

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

/** index.html: the page's inline script (shared/lib/page-init.ts) in place of its marker. */
function indexHtml(): Plugin {
  return {
    name: 'sproutplate-index-html',
    transformIndexHtml: (html) => html.replace('<!--page-init-->', `<script>${PAGE_INIT_SCRIPT}</script>`),
  };
}

/**
 * The screens that load on demand, for the few who use them, and stay out of the service worker's
 * precache with every chunk only they need (scripts/precache-scope.ts): the admin area (every
 * module under app/features/admin/) and the recipe PDF builder with pdf-lib.
 */
const onDemandModule = (id: string) =>
  id.startsWith(path.join(root, 'app/features/admin') + path.sep) ||
  id === path.join(root, 'app/features/chatbot/pdf-recipe.ts');
/** Reads each build's bundle, and leaves out of the precache what only those screens load. */
const scope = precacheScope(onDemandModule);

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
    chakraGlobalStyles(),
    react(),
    !isSsrBuild && rootManifest(),
    indexHtml(),
    // Every import() of the browser's code tries a failed load again (app/lib/load-again.ts).
    !isSsrBuild && importAgain(),
    !isSsrBuild && scope.plugin,
    // After the precache scope: the chunks only the on-demand areas load get no compile hint.
    !isSsrBuild && compileHints(scope.onDemandOnly),
    !isSsrBuild && precompress(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: path.join(root, 'sw'),
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // The app shell and every public screen's code. What only the admin area and the PDF
          // builder load stays out, found in the bundle's graph whatever its name (onDemandModule
          // above); catalog pictures are cached as they are seen (sw/sw.ts). The course resources
          // (four small PDFs) are in, so they download offline.
          globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2,webmanifest,pdf}'],
          manifestTransforms: [scope.manifestTransform],
          globIgnores: [
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
    // Which chunks each screen needs: the server preloads a rendered screen's (api/lib/pages.ts).
    manifest: !isSsrBuild,
    // The renderer's files are ES modules wherever they are put, with or without a package.json.
    // The browser's code comes in few requests, since on a phone each one costs a round trip
    // (docs/decisions/003): everything the entry needs is one chunk, and a screen's chunk carries
    // the small modules it shares with other screens rather than asking for each of them.
    rolldownOptions: isSsrBuild
      ? { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } }
      : {
          // Needed to copy shared modules into the chunks that use them; the entry exports nothing.
          preserveEntrySignatures: false,
          // Chakra's theme module builds a default configuration from all ~80 of its recipes with
          // `defineConfig`, which returns what it is given: marked pure, the unused configuration
          // and the recipes only it names are left out (docs/decisions/012).
          treeshake: { manualPureFunctions: ['defineConfig'] },
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
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
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // The API suite runs on SQLite, and what differs by engine on PostgreSQL too (api/test/stores.ts).
    projects: [
      {
        extends: true,
        test: { name: 'app', include: ['{shared,app,sw,scripts,bench}/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'api-sqlite',
          include: ['api/**/*.test.ts'],
          // What only PostgreSQL has (copying a SQLite database into it), and the load tests.
          exclude: ['api/**/*.pg.test.ts', 'api/**/*.load.test.ts'],
          setupFiles: ['api/test/setup.ts'],
        },
      },
      {
        // On PostgreSQL, what differs by engine: the stores and migrations, search, transactions and
        // locks (sign-in limits, idempotency, versions, the children's writes), media kept in the
        // database, several servers on one database, the process's start and stop, and a smoke pass
        // of every route (routes/smoke.test.ts). The rest is engine-free code run on SQLite.
        extends: true,
        test: {
          name: 'api-postgres',
          include: [
            'api/db/**/*.test.ts',
            'api/**/*.pg.test.ts',
            'api/index.test.ts',
            'api/several-servers.test.ts',
            'api/routes/{smoke,search-parity,sign-in-limits,usernames,children,offline,account}.test.ts',
            'api/services/{idempotency,users,versions,media}.test.ts',
          ],
          exclude: ['api/**/*.load.test.ts'],
          setupFiles: ['api/test/setup.ts'],
          globalSetup: ['api/test/postgres-setup.ts'],
          env: { TEST_ENGINE: 'postgres' },
        },
      },
      {
        // Latency under a burst, measured with nothing else running: `npm test` runs it on its own.
        extends: true,
        test: {
          name: 'api-load',
          include: ['api/**/*.load.test.ts'],
          setupFiles: ['api/test/setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
}));
