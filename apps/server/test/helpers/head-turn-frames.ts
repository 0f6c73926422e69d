import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Camera frames of one face turning its head, for the face check's challenge: a woman of
 * @vladmandic/face-api's sample2.jpg, framed as a profile photo (the reference) and as 640×480
 * webcam frames. A turn is the frame warped around the face's centre (one side squeezed, the other
 * stretched), which moves the nose between the jaw's ends as a real head turn does. Frames are
 * mirrored, as the page captures them.
 */
const require = createRequire(import.meta.url);
const sample = path.join(
  path.dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample2.jpg',
);
const WIDTH = 640;
const HEIGHT = 480;
/** x of the face's centre in the unmirrored webcam frame. */
const FACE_CENTRE_X = 313;

export function turningReferencePhoto(): Promise<Buffer> {
  return sharp(sample)
    .extract({ left: 1290, top: 0, width: 520, height: 620 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** `shift` moves the framing by a few pixels, as a person never sits exactly still. */
function webcam(shift: number): Promise<Buffer> {
  return sharp(sample)
    .extract({ left: 1170 + shift, top: Math.max(0, shift), width: 740, height: 555 })
    .resize(WIDTH, HEIGHT)
    .toBuffer();
}

/** `amount` > 0 turns the head to the person's left (as they see themselves), < 0 to the right. */
export async function turnedFrame(amount: number, shift = 0): Promise<Buffer> {
  const base = await webcam(shift);
  const k = amount;
  const leftWidth = Math.round(FACE_CENTRE_X * (1 + k));
  const left = await sharp(base)
    .extract({ left: 0, top: 0, width: FACE_CENTRE_X, height: HEIGHT })
    .resize(leftWidth, HEIGHT, { fit: 'fill' })
    .toBuffer();
  const right = await sharp(base)
    .extract({ left: FACE_CENTRE_X, top: 0, width: WIDTH - FACE_CENTRE_X, height: HEIGHT })
    .resize(WIDTH - leftWidth, HEIGHT, { fit: 'fill' })
    .toBuffer();
  const warped = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000' },
  })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: leftWidth, top: 0 },
    ])
    .png()
    .toBuffer();
  // sharp composites last, so the mirroring is a second pass.
  return sharp(warped).flop().jpeg({ quality: 90 }).toBuffer();
}

/** Start pose then the head turned the asked way, as the page sends them. */
export async function framesTurning(direction: 'left' | 'right', shift = 0) {
  const sign = direction === 'left' ? 1 : -1;
  return Promise.all([
    turnedFrame(0, shift),
    turnedFrame(sign * 0.15, shift),
    turnedFrame(sign * 0.3, shift),
  ]);
}
