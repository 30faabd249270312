// Turns whatever a vendor uploads into the two WebP files the catalogue serves. The type is read
// from the bytes by libvips (sharp's metadata), never from the file name or the declared type; SVG
// (scriptable) and anything that is not a raster photo format is refused, and a header promising
// more pixels than LIMIT_INPUT_PIXELS or a side longer than MAX_SIDE_PX (a decompression bomb, or a
// 1 x 40,000,000 strip that takes half a minute to shrink) is refused before anything is decoded.
// Decoding is the expensive part: readImageHeader is cheap, decodeImage is bounded in time and, in
// the server, in how many run at once (images/decode-slots.ts). Re-encoding drops every piece of
// metadata (EXIF with GPS, XMP, ICC comments) because sharp only keeps it when asked to.
import { serverMessages } from '@sika/domain';
import sharp, { type Metadata } from 'sharp';
import { DEFAULT_DECODE_TIMEOUT_SECONDS } from './decode-slots.ts';

/** Longest side of the stored image. */
export const FULL_MAX_PX = 1600;
/** Width of the list/card variant (the All Products list loads this one). */
export const LIST_WIDTH_PX = 320;
/** ~48 MP phone photos pass; more is refused as a likely bomb (decoded RGBA would be > 200 MB). */
export const LIMIT_INPUT_PIXELS = 50_000_000;
/**
 * The longest side a photo may have: phones and cameras make 4,000-8,000 px. Far longer strips fit
 * under the pixel limit yet cost libvips seconds per megapixel to shrink to 1600 px.
 */
export const MAX_SIDE_PX = 12_000;

/**
 * The formats the contract names for an upload (JPEG, PNG, WebP, GIF, AVIF) and no other that
 * libvips can decode: TIFF and HEIF (HEIC) are refused. libvips calls AVIF "heif" with AV1
 * compression; HEIF with any other compression (HEVC, an iPhone's) is not AVIF.
 */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

export type ImageRejection =
  'not-an-image' | 'unsupported-format' | 'too-many-pixels' | 'side-too-long' | 'too-slow' | 'unreadable';

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

/** What the header says, once it passed every check that needs no decoding. */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/** Reads and checks the header only: milliseconds whatever the image, so it needs no decode slot. */
export async function readImageHeader(input: Buffer): Promise<ImageHeader> {
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
  if (Math.max(width, height) > MAX_SIDE_PX) {
    throw new ImageRejectedError('side-too-long', serverMessages.imageSideTooLong);
  }
  return { format, width, height };
}

async function encode(pixels: { data: Buffer; info: RawInfo }, maxWidth: number, maxHeight: number) {
  const { data, info } = await sharp(pixels.data, { raw: pixels.info })
    .resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: 'image/webp' } satisfies EncodedImage;
}

interface RawInfo {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout/i.test(error.message);
}

/**
 * Decodes an image whose header readImageHeader accepted: the source is decoded once (rotated as its
 * EXIF says, shrunk to at most FULL_MAX_PX), and both variants are made from those pixels. Abandoned
 * after `timeoutSeconds` of processing (sharp's timeout), so no file can hold a thread for long.
 */
export async function decodeImage(
  input: Buffer,
  header: ImageHeader,
  { timeoutSeconds = DEFAULT_DECODE_TIMEOUT_SECONDS } = {},
): Promise<ProcessedImage> {
  let pixels: { data: Buffer; info: RawInfo };
  try {
    const { data, info } = await sharp(input, SHARP_OPTIONS)
      .autoOrient()
      .resize({ width: FULL_MAX_PX, height: FULL_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .timeout({ seconds: timeoutSeconds })
      .toBuffer({ resolveWithObject: true });
    pixels = { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    if (isTimeout(error)) throw new ImageRejectedError('too-slow', serverMessages.imageTooSlow);
    // A valid header over truncated or corrupt data.
    throw new ImageRejectedError('unreadable', serverMessages.imageUnreadable);
  }
  try {
    const [full, list] = await Promise.all([
      encode(pixels, FULL_MAX_PX, FULL_MAX_PX),
      // About 320 px wide for the list's srcset; very tall images are bounded too.
      encode(pixels, LIST_WIDTH_PX, LIST_WIDTH_PX * 2),
    ]);
    return { sourceFormat: header.format, full, list };
  } catch {
    throw new ImageRejectedError('unreadable', serverMessages.imageUnreadable);
  }
}

/** Header check and decode in one, for callers that need no slot (the demo seed, tests). */
export async function processImage(input: Buffer, options?: { timeoutSeconds?: number }): Promise<ProcessedImage> {
  return decodeImage(input, await readImageHeader(input), options);
}
