import { describe, expect, it } from 'vitest';
import { onDemandOnlyFiles, precacheScope, type BundleGraph, type ChunkNode } from './precache-scope';

const ADMIN = '/app/features/admin/';
const isAdmin = (id: string) => id.startsWith(ADMIN);

const chunk = (fileName: string, moduleIds: string[], parts: Partial<ChunkNode> = {}): ChunkNode => ({
  fileName,
  isEntry: false,
  moduleIds,
  imports: [],
  dynamicImports: [],
  ...parts,
});

/**
 * The shape of the real bundle: an entry whose router loads every screen later (the admin
 * screens too), public screens, admin screens, and chunks shared among them, one of them an admin
 * module the bundler merged with what the admin screens share.
 */
function bundle(): BundleGraph {
  const dynamic: Record<string, string[]> = {
    '/app/routes.tsx': [
      '/app/features/home/home-page.tsx',
      '/app/features/recipes/recipes-page.tsx',
      `${ADMIN}admin-recipes-page.tsx`,
      `${ADMIN}admin-recipe-form-page.tsx`,
      `${ADMIN}admin-tips-page.tsx`,
      `${ADMIN}admin-entity-page.tsx`,
    ],
    '/app/features/home/home-page.tsx': ['/app/lib/catalog.ts'],
    [`${ADMIN}admin-recipe-form-page.tsx`]: [`${ADMIN}use-row-editor.ts`],
  };
  const chunks = [
    chunk('assets/index.js', ['/app/main.tsx'], { isEntry: true, imports: ['assets/app.js'] }),
    chunk('assets/app.js', ['/app/routes.tsx', '/app/components/state-message.tsx'], {
      dynamicImports: [
        'assets/home-page.js',
        'assets/recipes-page.js',
        'assets/admin-recipes-page.js',
        'assets/admin-recipe-form-page.js',
        'assets/admin-tips-page.js',
        'assets/shared-editing.js',
      ],
    }),
    chunk('assets/home-page.js', ['/app/features/home/home-page.tsx'], {
      imports: ['assets/app.js'],
      dynamicImports: ['assets/catalog.js'],
    }),
    chunk('assets/recipes-page.js', ['/app/features/recipes/recipes-page.tsx'], {
      imports: ['assets/dialog.js', 'assets/admin-looking-name.js'],
      css: ['assets/shared.css'],
    }),
    chunk(
      'assets/admin-recipes-page.js',
      [`${ADMIN}admin-recipes-page.tsx`, '/app/components/state-message.tsx'],
      {
        imports: ['assets/switch.js', 'assets/dialog.js'],
      },
    ),
    chunk('assets/admin-recipe-form-page.js', [`${ADMIN}admin-recipe-form-page.tsx`], {
      imports: ['assets/switch.js', 'assets/form.js'],
      dynamicImports: ['assets/use-row-editor.js'],
      css: ['assets/shared.css', 'assets/form.css'],
    }),
    chunk('assets/admin-tips-page.js', [`${ADMIN}admin-tips-page.tsx`], {
      imports: ['assets/catalog.js', 'assets/shared-editing.js'],
    }),
    chunk('assets/switch.js', ['/node_modules/@chakra-ui/react/switch.js']),
    chunk('assets/form.js', ['/app/lib/form.ts'], { imports: ['assets/common.js'] }),
    chunk('assets/common.js', ['/node_modules/common/index.js']),
    chunk('assets/use-row-editor.js', [`${ADMIN}use-row-editor.ts`], { imports: ['assets/common.js'] }),
    // An admin module the router names, merged with what admin screens share: no screen of its own.
    chunk('assets/shared-editing.js', [`${ADMIN}admin-entity-page.tsx`, '/app/lib/form.ts'], {
      imports: ['assets/dialog.js'],
    }),
    chunk('assets/dialog.js', ['/app/components/dialog.tsx']),
    chunk('assets/catalog.js', ['/app/lib/catalog.ts']),
    chunk('assets/admin-looking-name.js', ['/app/components/admin-looking-name.tsx']),
  ];
  return { chunks, dynamicImportsOf: (id) => dynamic[id] ?? [] };
}

describe('the precache scope', () => {
  it('leaves out every chunk only admin screens load, whatever its name', () => {
    expect([...onDemandOnlyFiles(bundle(), isAdmin)].sort()).toEqual([
      'assets/admin-recipe-form-page.js',
      'assets/admin-recipes-page.js',
      'assets/admin-tips-page.js',
      'assets/common.js',
      'assets/form.css',
      'assets/form.js',
      'assets/shared-editing.js',
      'assets/switch.js',
      'assets/use-row-editor.js',
    ]);
  });

  it('keeps what a public screen loads too, even named like the admin area or loaded later', () => {
    const left = onDemandOnlyFiles(bundle(), isAdmin);
    // dialog: shared with admin screens; catalog: loaded later by the home screen, at once by an
    // admin screen; the shared style sheet; a chunk whose name starts with "admin-".
    for (const kept of [
      'assets/dialog.js',
      'assets/catalog.js',
      'assets/shared.css',
      'assets/admin-looking-name.js',
    ]) {
      expect(left.has(kept), kept).toBe(false);
    }
  });

  it('keeps an admin module a public chunk loads with its own code: the public screen needs it then', () => {
    const graph = bundle();
    graph.chunks.find((c) => c.fileName === 'assets/home-page.js')!.imports.push('assets/admin-tips-page.js');
    const left = onDemandOnlyFiles(graph, isAdmin);
    expect(left.has('assets/admin-tips-page.js')).toBe(false);
    expect(left.has('assets/shared-editing.js')).toBe(false);
    expect(left.has('assets/switch.js')).toBe(true);
  });

  it('keeps a merged chunk a public module also asks for later', () => {
    const graph = bundle();
    const home = graph.chunks.find((c) => c.fileName === 'assets/home-page.js')!;
    home.dynamicImports.push('assets/shared-editing.js');
    const dynamic = graph.dynamicImportsOf;
    graph.dynamicImportsOf = (id) =>
      id === '/app/features/home/home-page.tsx' ? [...dynamic(id), '/app/lib/form.ts'] : dynamic(id);
    expect(onDemandOnlyFiles(graph, isAdmin).has('assets/shared-editing.js')).toBe(false);
  });

  it('keeps a chunk loaded later for no module it can name, and one reachable from nothing it knows of', () => {
    const graph = bundle();
    graph.chunks.find((c) => c.fileName === 'assets/index.js')!.dynamicImports.push('assets/switch.js');
    graph.chunks.push(
      chunk('assets/sync.worker.js', ['/app/offline/sync.worker.ts'], { imports: ['assets/common.js'] }),
    );
    const left = onDemandOnlyFiles(graph, isAdmin);
    expect(left.has('assets/switch.js')).toBe(false);
    expect(left.has('assets/sync.worker.js')).toBe(false);
  });

  it('filters the service worker manifest once the bundle is read, and refuses to before', async () => {
    const { plugin, manifestTransform } = precacheScope(isAdmin);
    const entries = ['assets/switch.js', 'assets/dialog.js', 'assets/shared-editing.js', 'index.html'].map(
      (url) => ({ url, revision: null, size: 1 }),
    );
    expect(() => manifestTransform(entries)).toThrow(/bundle was not read/);

    const graph = bundle();
    const outputs = Object.fromEntries(
      graph.chunks.map((c) => [
        c.fileName,
        { type: 'chunk', ...c, viteMetadata: { importedCss: new Set(c.css) } },
      ]),
    );
    const context = {
      getModuleInfo: (id: string) => ({ dynamicallyImportedIds: graph.dynamicImportsOf(id) }),
    };
    const generate = plugin.generateBundle as (
      this: typeof context,
      options: unknown,
      bundle: unknown,
    ) => void;
    generate.call(context, {}, outputs);
    const result = await manifestTransform(entries);
    expect(result.manifest.map((entry) => entry.url)).toEqual(['assets/dialog.js', 'index.html']);
  });
});
