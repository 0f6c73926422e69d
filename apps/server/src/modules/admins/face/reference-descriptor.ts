import { AppError } from '../../../lib/errors';
import type { FaceEngine } from './face-engine';

/**
 * The descriptor stored with a profile image, computed once at upload so a check only describes
 * the capture. With the face check required the photo must show exactly one face (422 otherwise);
 * with it off, a photo without a usable face is still accepted and the on-demand check then answers
 * 'Image de référence manquante !'.
 */
export async function referenceDescriptor(
  face: FaceEngine,
  image: Buffer,
  faceCheckRequired: boolean,
): Promise<number[] | null> {
  try {
    return await face.describe(image, { requireSingle: true });
  } catch (error) {
    if (!faceCheckRequired && error instanceof AppError && error.statusCode === 422) return null;
    throw error;
  }
}
