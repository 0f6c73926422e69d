import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faceDistance, isSameFace } from '../../../../src/modules/admins/face/face-distance';
// @ts-expect-error plain JavaScript worker module, loaded here on the test's own thread
import describeFaces from '../../../../src/modules/admins/face/face-worker.js';
import { framesTurning } from '../../../helpers/head-turn-frames';

interface WorkerResult {
  detector: 'tiny' | 'ssd';
  faces: { area: number; descriptor: number[]; yaw: number }[];
}

/** RGB pixels of an image, as the engine hands them to the worker. */
async function task(image: Buffer, cameraFrame: boolean) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), width: info.width, height: info.height, cameraFrame };
}

const analyse = async (image: Buffer, cameraFrame: boolean) =>
  (await describeFaces(await task(image, cameraFrame))) as WorkerResult;

/** A 640×480 camera frame with the face far from the lens (130 px wide). */
async function distantFace() {
  const face = await sharp(await readFile(new URL('../../../fixtures/face-a.jpg', import.meta.url)))
    .resize(130)
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#777' } })
    .composite([{ input: face, left: 300, top: 150 }])
    .png()
    .toBuffer();
}

// Real models on the real WASM backend, on this thread.
describe('face worker', { timeout: 60_000 }, () => {
  it('finds a camera frame’s face with the fast detector, with the descriptor SSD gives', async () => {
    const [start] = await framesTurning('left');
    if (!start) throw new Error('no frame');
    const fast = await analyse(start, true);
    const full = await analyse(start, false);
    expect(fast.detector).toBe('tiny');
    expect(full.detector).toBe('ssd');
    expect(fast.faces).toHaveLength(1);
    const [a, b] = [fast.faces[0], full.faces[0]];
    if (!a || !b) throw new Error('no face');
    // The same face, whichever detector framed it, and the same head pose within a few hundredths.
    expect(faceDistance(a.descriptor, b.descriptor)).toBeLessThan(0.25);
    expect(Math.abs(a.yaw - b.yaw)).toBeLessThan(0.04);
  });

  it('falls back to SSD for a face the fast detector misses', async () => {
    const frame = await distantFace();
    const result = await analyse(frame, true);
    expect(result.detector).toBe('ssd');
    expect(result.faces).toHaveLength(1);
    const reference = await analyse(
      await readFile(new URL('../../../fixtures/face-a.jpg', import.meta.url)),
      false,
    );
    const [far, near] = [result.faces[0], reference.faces[0]];
    if (!far || !near) throw new Error('no face');
    expect(isSameFace(near.descriptor, far.descriptor)).toBe(true);
  });

  it('finds no face in a blank frame with either detector', async () => {
    const blank = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#777' },
    })
      .png()
      .toBuffer();
    expect(await analyse(blank, true)).toEqual({ detector: 'ssd', faces: [] });
  });
});
