import type { Plugin } from 'vite';

export interface ChunkModules {
  [fileName: string]: {
    modules: Record<string, number>;
    imports: string[];
    dynamicImports: string[];
    isEntry: boolean;
  };
}

/**
 * Writes `.vite/chunk-modules.json` beside the build: for every chunk, its modules with their rendered
 * length and what it imports. The bundle check uses it to tell our own code from libraries, per route.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'petadesa-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ChunkModules = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        report[fileName] = {
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
          ),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          isEntry: output.isEntry,
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report) });
    },
  };
}
