import { AppError } from '../../../lib/errors';
import { fileTypeFromBuffer, loadSharp } from '../../../lib/lazy-modules';
import { IMAGE_TYPES } from '../../../lib/uploads';

/**
 * Perceptual "difference hash" of an image: greyscale, 17×16 pixels, one bit per horizontal
 * neighbour pair (256 bits, 64 hex). Re-encoding, rescaling, re-lighting or re-cropping slightly
 * barely changes it, so a capture that is only a copy of the reference photo or of an earlier
 * capture is recognised; a live camera frame (the face moved, the light changed, sensor noise)
 * differs in many bits.
 */
const WIDTH = 17;
const HEIGHT = 16;
/**
 * A capture this close (of 256 bits) to the reference photo is a copy of it (re-lit, re-encoded,
 * mirrored copies stay within about 8 bits; a live frame is over 100 bits away).
 */
export const NEAR_DUPLICATE_BITS = 12;
/**
 * A capture this close to an earlier capture is that capture sent again (re-encoded at most). Far
 * stricter than for the reference: a person sitting still in the same place a minute later
 * still moves by a pixel or two, which already flips about 8 bits.
 */
export const REPLAY_BITS = 4;

/** Greyscale 17×16 pixels of an accepted image type; 415 for anything else. */
async function pixelsOf(image: Buffer, mirrored: boolean): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(image);
  if (!detected || !(detected.mime in IMAGE_TYPES)) {
    throw new AppError(415, 'error.unsupportedMediaType');
  }
  try {
    const sharp = await loadSharp();
    let pipeline = sharp(image, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    if (mirrored) pipeline = pipeline.flop();
    return await pipeline.greyscale().resize(WIDTH, HEIGHT, { fit: 'fill' }).raw().toBuffer();
  } catch {
    throw new AppError(415, 'error.unsupportedMediaType');
  }
}

function hashOf(pixels: Buffer): string {
  let hex = '';
  let nibble = 0;
  let bits = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH - 1; x++) {
      const left = pixels[y * WIDTH + x] ?? 0;
      const right = pixels[y * WIDTH + x + 1] ?? 0;
      nibble = (nibble << 1) | (left > right ? 1 : 0);
      if (++bits % 4 === 0) {
        hex += nibble.toString(16);
        nibble = 0;
      }
    }
  }
  return hex;
}

/** The hash of the image and of its mirror image (a webcam preview is often mirrored). */
export async function imageHashes(image: Buffer): Promise<{ hash: string; mirrored: string }> {
  const [straight, flipped] = await Promise.all([pixelsOf(image, false), pixelsOf(image, true)]);
  return { hash: hashOf(straight), mirrored: hashOf(flipped) };
}

export async function imageHash(image: Buffer): Promise<string> {
  return hashOf(await pixelsOf(image, false));
}

const POPCOUNT = Array.from({ length: 16 }, (_, n) => n.toString(2).replaceAll('0', '').length);

export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let distance = 0;
  for (let i = 0; i < a.length; i++) {
    distance += POPCOUNT[Number.parseInt(a[i]!, 16) ^ Number.parseInt(b[i]!, 16)] ?? 0;
  }
  return distance;
}

/** Whether a capture (or its mirror) is within `maxBits` of any of `known`. */
export function isNearDuplicate(
  capture: { hash: string; mirrored: string },
  known: readonly string[],
  maxBits = NEAR_DUPLICATE_BITS,
): boolean {
  return known.some(
    (hash) =>
      hammingDistance(capture.hash, hash) <= maxBits ||
      hammingDistance(capture.mirrored, hash) <= maxBits,
  );
}

/**
 * Whether an attempt's frames are copies of the reference photo or of an earlier capture: one
 * such frame is enough. A replay mixed with fresh frames (an old start pose or an old turned frame
 * carrying the movement the challenge asks for) is refused like a whole replay. A live person never
 * sends a frame within REPLAY_BITS of an earlier one: moving by two pixels already flips more bits,
 * and the e2e fake camera sways and re-seats the person for the same reason.
 */
export function isReusedCapture(
  frames: readonly { hash: string; mirrored: string }[],
  reference: readonly string[],
  earlier: readonly string[],
): boolean {
  return frames.some(
    (frame) => isNearDuplicate(frame, reference) || isNearDuplicate(frame, earlier, REPLAY_BITS),
  );
}
