import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds the service worker (src/client/service-worker/service-worker.ts) beside the app, as one classic
 * script at `/sw.js`: a worker at the site's root controls the whole site, and a classic script runs in
 * every browser that has service workers. Its workbox modules are bundled in; nothing is precached, so
 * the build writes no file list into it (decision 0019).
 */
export function serviceWorkerPlugin(entry: string): Plugin {
  let outDir = '';
  return {
    name: 'petadesa-service-worker',
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
            name: 'petadesaServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
