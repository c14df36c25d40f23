import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkModules } from './chunk-modules-plugin.ts';

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export interface RouteBundle {
  /** The lazy module (source path) or 'shell' for what every page loads first. */
  route: string;
  /** Gzipped bytes of the JavaScript and CSS this route adds to the shell. */
  gzipBytes: number;
  /** Of those, our own code (not node_modules), estimated from each chunk's share of rendered source. */
  ownGzipBytes: number;
  /** Libraries of note this route pulls in. */
  mapLibraries: boolean;
}

const MAP_LIBRARY = /node_modules\/(maplibre-gl|@deck\.gl|@luma\.gl|react-map-gl|@deck\.gl-community)\//;

/** Sizes per route from the built client (dist/client with its .vite manifest and chunk-module report). */
export function measureRoutes(clientDir: string): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const chunks = JSON.parse(
    readFileSync(path.join(clientDir, '.vite', 'chunk-modules.json'), 'utf8'),
  ) as ChunkModules;
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
      gz.set(file, size);
    }
    return size;
  };
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of entry.imports ?? []) closure(imported, seen);
    return seen;
  };
  const filesOf = (keys: Set<string>) => {
    const files = new Set<string>();
    for (const key of keys) {
      const entry = manifest[key]!;
      files.add(entry.file);
      for (const css of entry.css ?? []) files.add(css);
    }
    return files;
  };
  const describe = (route: string, files: Set<string>): RouteBundle => {
    let gzipBytes = 0;
    let ownGzipBytes = 0;
    let mapLibraries = false;
    for (const file of files) {
      const size = gzipOf(file);
      gzipBytes += size;
      const modules = chunks[file]?.modules;
      if (!modules) {
        ownGzipBytes += size; // our stylesheets
        continue;
      }
      const total = Object.values(modules).reduce((sum, n) => sum + n, 0) || 1;
      const own = Object.entries(modules)
        .filter(([id]) => !id.includes('node_modules'))
        .reduce((sum, [, n]) => sum + n, 0);
      ownGzipBytes += Math.round((size * own) / total);
      if (Object.keys(modules).some((id) => MAP_LIBRARY.test(id))) mapLibraries = true;
    }
    return { route, gzipBytes, ownGzipBytes, mapLibraries };
  };

  const shellKeys = closure('index.html');
  const shellFiles = filesOf(shellKeys);
  const routes: RouteBundle[] = [describe('shell', shellFiles)];
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isDynamicEntry) continue;
    const files = filesOf(closure(key));
    for (const file of shellFiles) files.delete(file);
    routes.push(describe(key, files));
  }
  return routes;
}

/**
 * What a phone must receive before it can show the server's first picture of the village (decision
 * 0019): the page's HTML and the stylesheets it links, which block the first paint, gzipped. The picture
 * itself comes inside the HTML and depends on the data (at most FIRST_PICTURE_MAX_BYTES of SVG); the
 * scripts load beside it and do not hold it up.
 */
export function bytesBeforeFirstPicture(clientDir: string): number {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!);
  return [html, ...sheets.map((file) => readFileSync(path.join(clientDir, file)))].reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
}
