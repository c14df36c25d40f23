import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PUBLIC_CATEGORIES_URL, PUBLIC_SETTINGS_URL } from '../../shared/public-map-urls.ts';

/** The module the router loads for `/` (src/client/app/router.tsx), as the build's manifest names it. */
const MAP_PAGE_SOURCE = 'features/home/public-map-page.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

async function readManifest(clientDir: string): Promise<Record<string, ManifestChunk>> {
  try {
    return JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** A chunk's file, its styles and those of everything it imports statically (the app's entry aside). */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen)),
  ];
}

/**
 * index.html for the public map (`/`), with what the page is going to ask for announced in its head: the
 * two data reads, the map page's script chunks and its styles. Otherwise the browser learns of each only
 * when the step before has run (the app's script, the router, then two dozen chunks on six connections),
 * and the data is queued behind the chunks.
 */
export async function mapPageHtml(clientDir: string, indexHtml: string): Promise<string> {
  const links = [PUBLIC_SETTINGS_URL, PUBLIC_CATEGORIES_URL].map(
    (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`,
  );
  for (const file of chunkFiles(await readManifest(clientDir), MAP_PAGE_SOURCE)) {
    if (indexHtml.includes(`/${file}`)) continue;
    links.push(
      file.endsWith('.css')
        ? `<link rel="preload" href="/${file}" as="style" crossorigin>`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  }
  return indexHtml.replace('</head>', `${links.join('')}</head>`);
}
