import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a page's head announces before the app's script has run (map-page-html.ts, regency-page-html.ts):
 * the data it is going to read and the script chunks of its route, found in the build's manifest.
 * Otherwise the browser learns of each only when the step before has run (the app's script, the router,
 * then the route's chunks on six connections), and the data is queued behind the chunks.
 */

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The build's manifest (`.vite/manifest.json`), read once at start; empty when there is none. */
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(clientDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** A chunk's file, its styles and those of everything it imports statically (the app's entry aside). */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen)),
  ];
}

/** A read the page's script makes with `fetch`: the browser hands it the preloaded answer. */
export const preloadData = (url: string) =>
  `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`;

/** A script chunk or its styles, fetched ahead; the page applies the styles when its code does. */
export const chunkLink = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" href="/${file}" as="style" crossorigin>`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
