// Images as files in one folder (DATA_DIR/images by default). Writes go to a temporary file first
// and are renamed into place, so a reader never sees half an image.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageFolder, assertStorageName, type ImageStorage, type StoredImage } from './types.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

export function localImageStorage(dir: string): ImageStorage {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));

  return {
    description: `folder ${dir}`,
    async put(name, body) {
      assertStorageName(name);
      await ensureDir();
      const temporary = path.join(dir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, body);
      try {
        await rename(temporary, path.join(dir, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name): Promise<StoredImage | undefined> {
      assertStorageName(name);
      try {
        const body = await readFile(path.join(dir, name));
        return { body, contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(name) {
      assertStorageName(name);
      await rm(path.join(dir, name), { force: true });
    },
    locate(name) {
      assertStorageName(name);
      return path.resolve(dir, name);
    },
    within(folder) {
      assertStorageFolder(folder);
      return localImageStorage(path.join(dir, folder));
    },
    async close() {},
  };
}
