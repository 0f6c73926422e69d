import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FACE_MATCH_THRESHOLD,
  faceDistance,
} from '../../../../src/modules/admins/face/face-distance';
import { createFaceEngine } from '../../../../src/modules/admins/face/face-engine';
import { fakePdf, jpeg, twoFacesPhoto } from '../../../helpers/images';

const fixture = (name: string) => readFile(new URL(`../../../fixtures/${name}`, import.meta.url));

// Real models on the real WASM backend: the first call loads them.
describe('face engine', { timeout: 60_000 }, () => {
  const engine = createFaceEngine();
  let faceA: Buffer;
  let reference: number[];

  beforeAll(async () => {
    faceA = await fixture('face-a.jpg');
    reference = await engine.describe(faceA, { requireSingle: true });
  });
  afterAll(() => engine.close());

  it('describes a face with a 128-float descriptor', () => {
    expect(reference).toHaveLength(128);
  });

  it('matches the same face cropped, mirrored and re-lit', async () => {
    const { width = 0, height = 0 } = await sharp(faceA).metadata();
    const variants = {
      cropped: await sharp(faceA)
        .extract({
          left: Math.round(width * 0.1),
          top: 0,
          width: Math.round(width * 0.8),
          height: Math.round(height * 0.75),
        })
        .jpeg()
        .toBuffer(),
      mirrored: await sharp(faceA).flop().jpeg().toBuffer(),
      darker: await sharp(faceA).modulate({ brightness: 0.6 }).jpeg().toBuffer(),
      brighter: await sharp(faceA).modulate({ brightness: 1.35 }).png().toBuffer(),
      smallWebcam: await sharp(faceA).resize(320).jpeg({ quality: 70 }).toBuffer(),
    };
    for (const [name, image] of Object.entries(variants)) {
      const descriptor = await engine.describe(image, { requireSingle: true });
      const distance = faceDistance(reference, descriptor);
      expect(distance, `${name}: ${distance.toFixed(3)}`).toBeLessThanOrEqual(FACE_MATCH_THRESHOLD);
    }
  });

  it('does not match another person', async () => {
    const other = await engine.describe(await fixture('face-b.jpg'), { requireSingle: true });
    const distance = faceDistance(reference, other);
    expect(distance, distance.toFixed(3)).toBeGreaterThan(FACE_MATCH_THRESHOLD);
  });

  it('refuses a picture without a face with a 422', async () => {
    await expect(
      engine.describe(await jpeg(400, 300), { requireSingle: true }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'admins.face.noFace',
    });
  });

  it('refuses several faces for a profile photo, but checks the largest face of a capture', async () => {
    const group = await twoFacesPhoto();
    await expect(engine.describe(group, { requireSingle: true })).rejects.toMatchObject({
      statusCode: 422,
      code: 'admins.face.manyFaces',
    });
    const largest = await engine.describe(group, { requireSingle: false });
    expect(faceDistance(reference, largest)).toBeLessThanOrEqual(FACE_MATCH_THRESHOLD);
  });

  it('refuses a PDF renamed as an image with a 415', async () => {
    await expect(engine.describe(fakePdf, { requireSingle: true })).rejects.toMatchObject({
      statusCode: 415,
    });
  });
});
