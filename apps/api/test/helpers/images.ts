// Images made by sharp at test time: no binary fixtures in the repository.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG like a phone's: EXIF with a camera model and GPS position, and an orientation tag. */
export async function phoneJpeg({ width = 1200, height = 900, quality = 90, noise = false } = {}): Promise<Buffer> {
  const base = noise
    ? sharp({
        create: { width, height, channels: 3, background: '#7a9', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
      })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return base
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Sika Cam 1', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' },
    })
    .toBuffer();
}

export async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A small image in one of the formats sharp writes (jpeg, png, webp, gif, avif, tiff). */
export async function imageAs(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff'): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * An iPhone-style HEIF (HEIC): an AVIF whose brands say `heic`, which is all libvips reads to call
 * it HEIF with HEVC compression (sharp's own build cannot write HEVC).
 */
export async function heic(): Promise<Buffer> {
  const file = Buffer.from(await imageAs('avif'));
  for (let at = file.indexOf('avif'); at >= 0; at = file.indexOf('avif')) file.write('heic', at, 'latin1');
  return file;
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG whose header claims 30000 x 30000 pixels (900 MP) over a few
 * hundred bytes of zeros that would inflate to gigabytes. Built by hand so the test never holds it.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc(1 + side)); // one row of zeros is enough to look real
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A 1-pixel-high greyscale PNG `width` pixels wide: under the pixel limit up to 50,000,000 wide,
 * tens of kilobytes, and (without the side limit) seconds of libvips work to shrink. Kept once
 * made, since 40 MB of zeros take a moment to compress.
 */
export function pngStrip(width: number): Buffer {
  let made = strips.get(width);
  if (!made) {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(1, 4);
    header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
    made = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1 + width), { level: 1 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    strips.set(width, made);
  }
  return made;
}
const strips = new Map<number, Buffer>();

export interface Part {
  field?: string;
  name?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(parts: Part[]): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  const form = new FormData();
  for (const part of parts) {
    const blob = new Blob([part.data], { type: part.type ?? 'image/jpeg' });
    form.append(part.field ?? 'images', blob, part.name ?? 'photo.jpg');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}
