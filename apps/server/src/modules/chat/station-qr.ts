import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Finds a station QR code in an uploaded photo. Station stickers encode
 * `<PUBLIC_URL>/reclamation-qr?station=<reference>`; the host is not checked so stickers printed
 * before a domain change still work.
 */

// Large photos are scaled down first: decoding is linear in pixels and stickers stay readable.
const MAX_SIDE = 1200;

async function decodeQr(image: Buffer): Promise<string | undefined> {
  try {
    const { data, info } = await sharp(image)
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
    return jsQR(pixels, info.width, info.height)?.data;
  } catch {
    return undefined;
  }
}

/** The station reference named by a complaint-form URL, if the text is one. */
export function stationReferenceOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (!url.pathname.replace(/\/+$/, '').endsWith('/reclamation-qr')) return undefined;
    const reference = url.searchParams.get('station')?.trim();
    return reference && reference.length <= 60 ? reference : undefined;
  } catch {
    return undefined;
  }
}

/** `undefined`: no station QR code; `''`: one of our complaint-form codes without a station. */
export async function stationReferenceInImage(image: Buffer): Promise<string | undefined> {
  const text = await decodeQr(image);
  if (!text) return undefined;
  const reference = stationReferenceOf(text);
  if (reference) return reference;
  try {
    return new URL(text).pathname.replace(/\/+$/, '').endsWith('/reclamation-qr') ? '' : undefined;
  } catch {
    return undefined;
  }
}
