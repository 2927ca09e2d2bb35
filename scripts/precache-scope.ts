/**
 * What the service worker's precache leaves out, decided by what a chunk is for rather than by
 * its name. Some screens load on demand only, for the few who use them (the admin area; the PDF
 * builder): a chunk is theirs alone when every way from the app's entry to it passes through one
 * of them, whatever the bundler called it. Those chunks (and styles only they import) stay out of
 * the precache; every other chunk the entry can reach stays in, so the public screens open offline.
 *
 * The build reads its own bundle graph (vite.config.ts: `precacheScope`), and the browser tests
 * check the built service worker against the build's manifest (e2e/offline.spec.ts).
 */
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/** One chunk of the bundle, as far as what it loads goes. */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  /** The modules the chunk holds (a small shared module may be copied into several chunks). */
  moduleIds: string[];
  /** Chunks loaded with this one, before it runs. */
  imports: string[];
  /** Chunks it may load later (`import()`). */
  dynamicImports: string[];
  /** Style sheets it brings. */
  css?: string[];
}

export interface BundleGraph {
  chunks: ChunkNode[];
  /** The modules a module loads with `import()`. */
  dynamicImportsOf: (moduleId: string) => readonly string[];
}

/**
 * The files only on-demand areas need. `isOnDemand(moduleId)` names the modules of such an area
 * (every admin screen and what only they use). From the entries, a chunk's own imports are always
 * followed (they load with it); a chunk it loads later is followed unless every module it asks
 * for there is on-demand: the router may name an admin screen whose module the bundler merged
 * into a shared chunk, and that chunk is still the admin area's. What the entries never reach
 * this way, and an on-demand module's chunk reaches, is left out.
 */
export function onDemandOnlyFiles(
  graph: BundleGraph,
  isOnDemand: (moduleId: string) => boolean,
): Set<string> {
  const { chunks, dynamicImportsOf } = graph;
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

  /** Whether `from` loads `to` later only for on-demand modules. */
  const opensAreaOnly = (from: ChunkNode, to: ChunkNode) => {
    const held = new Set(to.moduleIds);
    const asked = from.moduleIds.flatMap((id) => dynamicImportsOf(id)).filter((id) => held.has(id));
    // Nothing explains the import (a helper of the bundler's): it counts as public.
    return asked.length > 0 && asked.every(isOnDemand);
  };

  const reach = (
    starts: ChunkNode[],
    follow: (from: ChunkNode, to: ChunkNode, later: boolean) => boolean,
  ) => {
    const seen = new Set<ChunkNode>(starts);
    const queue = [...starts];
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      const edges = [
        ...chunk.imports.map((name) => [name, false] as const),
        ...chunk.dynamicImports.map((name) => [name, true] as const),
      ];
      for (const [name, later] of edges) {
        const next = byName.get(name);
        if (!next || seen.has(next) || !follow(chunk, next, later)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return seen;
  };

  const publicChunks = reach(
    chunks.filter((chunk) => chunk.isEntry),
    (from, to, later) => !(later && opensAreaOnly(from, to)),
  );
  const areaChunks = reach(
    chunks.filter((chunk) => chunk.moduleIds.some(isOnDemand)),
    () => true,
  );

  const publicCss = new Set([...publicChunks].flatMap((chunk) => chunk.css ?? []));
  const only = new Set<string>();
  for (const chunk of areaChunks) {
    if (publicChunks.has(chunk)) continue;
    only.add(chunk.fileName);
    for (const sheet of chunk.css ?? []) if (!publicCss.has(sheet)) only.add(sheet);
  }
  return only;
}

/** The bundle's chunks as `onDemandOnlyFiles` reads them. */
function chunkNodes(bundle: Record<string, unknown>): ChunkNode[] {
  const nodes: ChunkNode[] = [];
  for (const output of Object.values(bundle)) {
    const chunk = output as {
      type: string;
      fileName: string;
      isEntry: boolean;
      moduleIds: string[];
      imports: string[];
      dynamicImports: string[];
      viteMetadata?: { importedCss?: Set<string> };
    };
    if (chunk.type !== 'chunk') continue;
    nodes.push({
      fileName: chunk.fileName,
      isEntry: chunk.isEntry,
      moduleIds: chunk.moduleIds,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      css: [...(chunk.viteMetadata?.importedCss ?? [])],
    });
  }
  return nodes;
}

/**
 * A Vite plugin that reads the finished bundle, and the workbox manifest transform that leaves
 * out what it found on-demand only. The transform refuses to run on a bundle it has not read:
 * a precache built without the check must not ship.
 */
export function precacheScope(isOnDemand: (moduleId: string) => boolean): {
  plugin: Plugin;
  manifestTransform: ManifestTransform;
  /** The files it found on-demand only; throws before the bundle has been read. */
  onDemandOnly: () => ReadonlySet<string>;
} {
  let leftOut: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'sproutplate-precache-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dynamicImportsOf = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
      leftOut = onDemandOnlyFiles({ chunks: chunkNodes(bundle), dynamicImportsOf }, (id) =>
        isOnDemand(id.split('?')[0]!),
      );
    },
  };
  const onDemandOnly = () => {
    if (!leftOut)
      throw new Error('precache scope: the bundle was not read, so nothing can be left out safely');
    return leftOut;
  };
  const manifestTransform: ManifestTransform = (entries) => {
    const out = onDemandOnly();
    return { manifest: entries.filter((entry) => !out.has(entry.url)), warnings: [] };
  };
  return { plugin, manifestTransform, onDemandOnly };
}
