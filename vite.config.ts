import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/bench/chunk-modules-plugin.ts';
import { classicScriptPlugin } from './scripts/build/classic-script-plugin.ts';
import { precompressPlugin } from './scripts/build/precompress-plugin.ts';

// The API in development (`npm run dev` starts it on port 3000); the browser only ever talks to Vite.
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  // Resolved from this file, not the working directory, so `vite` behaves the same from any folder.
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [
    react(),
    chunkModulesPlugin(),
    classicScriptPlugin(
      fileURLToPath(new URL('./src/client/service-worker/service-worker.ts', import.meta.url)),
      'sw.js',
      'petadesaServiceWorker',
    ),
    classicScriptPlugin(
      fileURLToPath(new URL('./src/client/features/home/first-tap.ts', import.meta.url)),
      'first-tap.js',
      'petadesaFirstTap',
    ),
    precompressPlugin(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': api, '/trpc': api, '/uploads': api },
  },
});
