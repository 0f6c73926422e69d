// Runs in the CPU worker pool (lib/cpu-worker.js): decoding a photo to pixels and scanning them with
// jsQR (synchronous, seconds on a large busy image) both happen here, so the event loop neither
// waits for the scan nor carries the megabytes of raw pixels (and the garbage collection they cost).
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * @param {{ image: Uint8Array, maxSide: number }} input an encoded image (JPEG, PNG, WebP) and the
 *   pixel budget: the scan reads a copy scaled to fit maxSide × maxSide
 * @returns {Promise<string | null>} the text of the QR code found
 */
export async function decodeQr({ image, maxSide }) {
  let decoded;
  try {
    decoded = await sharp(image, { limitInputPixels: 40_000_000 })
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data, info } = decoded;
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  // Stickers are printed dark on light: skipping the inverted pass halves the work on every photo.
  return jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
