// The image pipeline on its own: what is refused, and what is stored for what is accepted.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FULL_MAX_PX, ImageRejectedError, LIST_WIDTH_PX, MAX_SIDE_PX, processImage } from '../src/images/process.ts';
import { heic, imageAs, phoneJpeg, png, pngBomb, pngStrip, SVG } from './helpers/images.ts';

async function rejection(input: Buffer): Promise<ImageRejectedError> {
  try {
    await processImage(input);
  } catch (error) {
    if (error instanceof ImageRejectedError) return error;
    throw error;
  }
  throw new Error('expected the image to be refused');
}

/** The GPS IFD pointer (tag 0x8825) in either byte order. */
function hasGpsPointer(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

describe('processImage', () => {
  it('re-encodes a large phone JPEG to WebP at most 1600 px plus a 320 px list variant', async () => {
    const input = await phoneJpeg({ width: 4032, height: 3024 });
    const { sourceFormat, full, list } = await processImage(input);
    expect(sourceFormat).toBe('jpeg');
    expect([full.width, full.height]).toEqual([FULL_MAX_PX, 1200]);
    expect([list.width, list.height]).toEqual([LIST_WIDTH_PX, 240]);
    for (const variant of [full, list]) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    }
  });

  it('strips EXIF (camera, owner, GPS) and every other piece of metadata', async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('secret-owner');
    expect(hasGpsPointer(before.exif!)).toBe(true);

    const { full, list } = await processImage(input);
    for (const variant of [full, list]) {
      const after = await sharp(variant.data).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(variant.data.toString('latin1')).not.toContain('secret-owner');
      expect(variant.data.toString('latin1')).not.toContain('EXIF');
    }
  });

  it('never enlarges a small image', async () => {
    const { full, list } = await processImage(await png(64, 48));
    expect([full.width, full.height]).toEqual([64, 48]);
    expect([list.width, list.height]).toEqual([64, 48]);
  });

  it('refuses bytes that are not an image, whatever the caller called them', async () => {
    expect((await rejection(Buffer.from('%PDF-1.7 definitely a photo'))).reason).toBe('not-an-image');
    expect((await rejection(Buffer.alloc(0))).reason).toBe('not-an-image');
  });

  it('refuses SVG (it can carry script)', async () => {
    expect((await rejection(SVG)).reason).toBe('unsupported-format');
  });

  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)(
    'accepts %s, a format the contract lists',
    async (format) => {
      const { sourceFormat, full } = await processImage(await imageAs(format));
      expect(sourceFormat).toBe(format);
      expect([full.width, full.height]).toEqual([32, 24]);
    },
  );

  it('refuses TIFF and HEIF (HEIC), which the contract does not list', async () => {
    const tiff = await imageAs('tiff');
    expect((await sharp(tiff).metadata()).format).toBe('tiff');
    expect((await rejection(tiff)).reason).toBe('unsupported-format');
    const iphone = await heic();
    expect(await sharp(iphone).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
    expect((await rejection(iphone)).reason).toBe('unsupported-format');
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024);
    const started = Date.now();
    expect((await rejection(bomb)).reason).toBe('too-many-pixels');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a strip longer than the side limit from its header, under the pixel limit or not', async () => {
    for (const width of [40_000_000, 9_000_000, MAX_SIDE_PX + 1]) {
      const started = performance.now();
      expect((await rejection(pngStrip(width))).reason).toBe('side-too-long');
      expect(performance.now() - started).toBeLessThan(1000);
    }
    const { full } = await processImage(pngStrip(MAX_SIDE_PX));
    expect([full.width, full.height]).toEqual([FULL_MAX_PX, 1]);
  });

  it('refuses a truncated image', async () => {
    const input = await phoneJpeg();
    expect(['unreadable', 'not-an-image']).toContain((await rejection(input.subarray(0, input.length / 3))).reason);
  });
});
