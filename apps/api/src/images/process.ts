// Turns whatever a vendor uploads into the two WebP files the catalogue serves. The type is read
// from the bytes by libvips (sharp's metadata), never from the file name or the declared type; SVG
// (scriptable) and anything that is not a raster photo format is refused, and a header promising
// more pixels than LIMIT_INPUT_PIXELS (a decompression bomb) is refused before anything is decoded.
// Re-encoding drops every piece of metadata (EXIF with GPS, XMP, ICC comments) because sharp only
// keeps it when asked to.
import { serverMessages } from '@sika/domain';
import sharp, { type Metadata, type Sharp } from 'sharp';

/** Longest side of the stored image. */
export const FULL_MAX_PX = 1600;
/** Width of the list/card variant (the All Products list loads this one). */
export const LIST_WIDTH_PX = 320;
/** ~48 MP phone photos pass; more is refused as a likely bomb (decoded RGBA would be > 200 MB). */
export const LIMIT_INPUT_PIXELS = 50_000_000;

/** Raster formats libvips can decode that a phone or a camera produces. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type ImageRejection = 'not-an-image' | 'unsupported-format' | 'too-many-pixels' | 'unreadable';

export class ImageRejectedError extends Error {
  readonly reason: ImageRejection;
  constructor(reason: ImageRejection, message: string) {
    super(message);
    this.name = 'ImageRejectedError';
    this.reason = reason;
  }
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface ProcessedImage {
  /** What the bytes turned out to be (e.g. jpeg), for logs. */
  sourceFormat: string;
  full: EncodedImage;
  list: EncodedImage;
}

const SHARP_OPTIONS = { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' } as const;

async function sniff(input: Buffer): Promise<{ format: string; width: number; height: number }> {
  let metadata: Metadata;
  try {
    // Reads only the header, so it is safe without the pixel limit; the limit is checked below to
    // tell a bomb apart from a file that is not an image at all.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('not-an-image', serverMessages.notAnImage);
  }
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : String(metadata.format);
  if (!ACCEPTED_FORMATS.has(format)) {
    throw new ImageRejectedError('unsupported-format', serverMessages.imageFormat);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new ImageRejectedError('unreadable', serverMessages.imageUnreadable);
  if (width * height > LIMIT_INPUT_PIXELS) {
    throw new ImageRejectedError('too-many-pixels', serverMessages.imageTooManyPixels);
  }
  return { format, width, height };
}

async function encode(pipeline: Sharp, maxWidth: number, maxHeight: number): Promise<EncodedImage> {
  const { data, info } = await pipeline
    .resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: 'image/webp' };
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const { format } = await sniff(input);
  // One decode, two outputs; autoOrient applies the EXIF rotation before the EXIF is dropped.
  const base = sharp(input, SHARP_OPTIONS).autoOrient();
  try {
    const [full, list] = await Promise.all([
      encode(base.clone(), FULL_MAX_PX, FULL_MAX_PX),
      // About 320 px wide for the list's srcset; very tall images are bounded too.
      encode(base.clone(), LIST_WIDTH_PX, LIST_WIDTH_PX * 2),
    ]);
    return { sourceFormat: format, full, list };
  } catch {
    // A valid header over truncated or corrupt data.
    throw new ImageRejectedError('unreadable', serverMessages.imageUnreadable);
  }
}
