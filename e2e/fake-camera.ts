import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Faces for the face-check tests, cut from @vladmandic/face-api's own sample photos (so nothing big
 * is committed): the same woman framed differently for the reference photo and for the webcam, and
 * another woman as "someone else".
 */
const require = createRequire(import.meta.url);
const samplePath = (n: number) =>
  path.join(
    path.dirname(require.resolve('@vladmandic/face-api/package.json')),
    'demo',
    `sample${n}.jpg`,
  );

/** sample1.jpg is 1920×1280; the woman on the right, as a profile photo (portrait crop). */
export function referencePhoto(): Promise<Buffer> {
  return sharp(samplePath(1))
    .extract({ left: 1330, top: 60, width: 520, height: 640 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same woman as a 640×480 webcam frame (wider framing, slightly darker). */
function webcamFrame(): Promise<Buffer> {
  return sharp(samplePath(1))
    .extract({ left: 1180, top: 0, width: 740, height: 555 })
    .resize(640, 480)
    .modulate({ brightness: 0.9 })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Another person (sample1.jpg, the woman in the middle). */
export function otherPersonPhoto(): Promise<Buffer> {
  return sharp(samplePath(1))
    .extract({ left: 760, top: 120, width: 460, height: 560 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** RGB → YUV 4:2:0 (BT.601, full-range as Chromium's y4m reader expects for C420jpeg). */
function toI420(rgb: Buffer, width: number, height: number): Buffer {
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const out = Buffer.alloc(ySize + 2 * cSize);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = rgb[i] ?? 0;
      const g = rgb[i + 1] ?? 0;
      const b = rgb[i + 2] ?? 0;
      out[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((2 * y + dy) * width + 2 * x + dx) * 3;
        r += rgb[i] ?? 0;
        g += rgb[i + 1] ?? 0;
        b += rgb[i + 2] ?? 0;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const u = -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
      const v = 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
      const c = y * (width / 2) + x;
      out[ySize + c] = Math.max(0, Math.min(255, Math.round(u)));
      out[ySize + cSize + c] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  return out;
}

/**
 * Writes a short .y4m video of the webcam frame into a fresh temp dir and returns its path, for
 * Chromium's `--use-file-for-fake-video-capture` (the fake camera loops it).
 */
export async function writeFakeCameraVideo(): Promise<string> {
  const width = 640;
  const height = 480;
  const frame = toI420(await webcamFrame(), width, height);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: 3 }, () => [Buffer.from('FRAME\n'), frame]).flat();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-camera-')), 'face.y4m');
  writeFileSync(file, Buffer.concat([header, ...frames]));
  return file;
}
