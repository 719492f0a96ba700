import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Libraries of the start-up in chunks of their own, where a page runs little of them. */
const LIBRARY_CHUNKS: Record<string, string> = {
  'react-router': 'router',
  i18next: 'i18n',
  'react-i18next': 'i18n',
};

/**
 * The contracts' barrel imports every schema module, and through them zod, of which the
 * start-up uses a few constants: captured, all of it would be in the chunk.
 */
const LEFT_TO_TREE_SHAKING = /[\\/](packages[\\/]contracts|zod)[\\/]/;

/**
 * Puts every module that the entry imports statically, which every page runs before its
 * first render, into one chunk. Left to itself, the bundler splits them by which lazy pages
 * share them: the landing started with 16 files of 49 bytes to 90 kB, and each file costs a
 * phone a request and a task on the main thread. Lazy pages import from these chunks.
 * Libraries are apart from our code, which changes more often (a release leaves them
 * cached); the router and i18n apart again, as a page runs little of them at start and one
 * file holding all of them was 20 kB of code unused at start.
 */
export function startChunk(entry: string) {
  const entryId = path.resolve(entry);
  let closure: Set<string> | null = null;
  const staticClosure = (graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const pending = [entryId];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const imported = graph.getModuleInfo(id)?.importedIds ?? [];
      pending.push(...imported.filter((module) => !LEFT_TO_TREE_SHAKING.test(module)));
    }
    return seen;
  };
  return {
    groups: [
      {
        name: (id: string, graph: ModuleGraph) => {
          closure ??= staticClosure(graph);
          if (!closure.has(id)) return null;
          const library = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
          if (library === undefined) return 'start';
          return LIBRARY_CHUNKS[library] ?? 'libraries';
        },
      },
    ],
  };
}
