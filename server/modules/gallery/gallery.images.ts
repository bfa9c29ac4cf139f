import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { GalleryLimits, GalleryMessages } from '../../../contracts/gallery.js';
import { AppError } from '../../platform/errors.js';

/** One stored copy of an image. */
export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface EncodedPair {
  full: EncodedImage;
  thumb: EncodedImage;
}

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

async function encode(pipeline: Sharp, width: number, quality: number, effort = 3): Promise<EncodedImage> {
  const { data, info } = await pipeline
    .resize({ width, withoutEnlargement: true })
    .webp({ quality, effort })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Checks an upload by its bytes (JPEG, PNG, WebP or GIF only) and re-encodes it as WebP at most
 * 1600 px wide plus a 480 px carousel copy. Re-encoding drops EXIF and GPS data: sharp keeps
 * metadata only when asked to.
 */
export async function encodeUpload(bytes: Buffer): Promise<EncodedPair> {
  if (bytes.length > GalleryLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', GalleryMessages.tooLarge, 413);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.includes(type.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', GalleryMessages.notImage, 415);
  // sharp (and libvips) load with the first picture, not with the server (decision 0044).
  const { default: sharp } = await import('sharp');
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const base = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    const [full, thumb] = await Promise.all([
      encode(base.clone(), GalleryLimits.maxWidth, 80),
      encode(base.clone(), GalleryLimits.thumbWidth, 72),
    ]);
    return { full, thumb };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', GalleryMessages.notImage, 415);
  }
}

/**
 * Renders an SVG illustration once (scaled by `scale`, at 72 dpi its own size) and encodes both
 * copies from the same pixels. Flat illustrations compress well at the fastest WebP effort, which
 * keeps seeding the demo gallery quick.
 */
export async function encodeSvg(svg: string, scale = 1): Promise<EncodedPair> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, thumb] = await Promise.all([
    encode(sharp(data, raw), GalleryLimits.maxWidth, 82, 0),
    encode(sharp(data, raw), GalleryLimits.thumbWidth, 75, 0),
  ]);
  return { full, thumb };
}
