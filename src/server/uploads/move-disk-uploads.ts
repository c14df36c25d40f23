import { readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '../paths.ts';
import { IMAGE_FOLDERS, type ImageStorage } from './image-storage.ts';
import { CONTENT_TYPE, STORED_NAME } from './image-store.ts';
import { detectImageType } from './image-type.ts';

/**
 * Images uploaded before they lived in the database (decision 0020) sit in `DATA_DIR/uploads`. At start they
 * are moved in, once: every file with a name the server gives and image bytes is stored under its folder
 * and name (an image already stored is kept, so a move cut short simply runs again), then the folder is
 * renamed `uploads.moved-to-database`, so later starts find nothing to do and nothing is deleted.
 */
export async function moveDiskUploads(
  storage: ImageStorage,
  dataDir: string,
): Promise<{ moved: number; skipped: string[]; kept?: string }> {
  const root = uploadsDir(dataDir);
  if (!dataDir || !(await isDirectory(root))) return { moved: 0, skipped: [] };
  let moved = 0;
  const skipped: string[] = [];
  for (const folder of IMAGE_FOLDERS) {
    const names = await readdir(path.join(root, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) {
      const file = path.join(root, folder, name);
      const bytes = STORED_NAME.test(name) ? await readFile(file) : undefined;
      const type = bytes && detectImageType(bytes);
      if (!bytes || !type) {
        skipped.push(path.join(folder, name));
        continue;
      }
      await storage.put(folder, name, { contentType: CONTENT_TYPE[type], bytes });
      moved += 1;
    }
  }
  let kept = `${root}.moved-to-database`;
  if (await isDirectory(kept)) kept = `${kept}-${Date.now()}`;
  await rename(root, kept);
  return { moved, skipped, kept };
}

async function isDirectory(folder: string): Promise<boolean> {
  return stat(folder).then(
    (info) => info.isDirectory(),
    () => false,
  );
}
