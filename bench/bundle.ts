import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the login route costs a vendor on mobile data: the gzip bytes of every JavaScript file the
 * entry HTML loads (the module entry and its modulepreloads). Lazy chunks are listed apart.
 */
export function measureBundle(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const files = loaded.map((file) => ({ file, gzipBytes: gzipBytes(file) }));
  return { files, totalGzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}
