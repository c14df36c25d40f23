import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds one classic script beside the app, its imports bundled in, at the site's root (`fileName`):
 * - the service worker (src/client/service-worker/service-worker.ts) at `/sw.js`: a worker at the site's
 *   root controls the whole site, and a classic script runs in every browser that has service workers.
 *   Its workbox modules are bundled in; nothing is precached, so the build writes no file list into it
 *   (decision 0019);
 * - the first picture's tap script (src/client/features/home/first-tap.ts) at `/first-tap.js`, which the
 *   server inlines into the public map's page (decision 0050).
 */
export function classicScriptPlugin(entry: string, fileName: string, globalName: string): Plugin {
  let outDir = '';
  return {
    name: `petadesa-classic-script-${globalName}`,
    apply: 'build',
    // Before the compression plugin's closeBundle, so sw.js is compressed with the rest.
    enforce: 'pre',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: path.resolve(entry),
            formats: ['iife'],
            name: globalName,
            fileName: () => fileName,
          },
        },
      });
    },
  };
}
