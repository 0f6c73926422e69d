/**
 * Face descriptors are 128-float embeddings; two photos show the same person when their Euclidean
 * distance is small. face-api suggests 0.6; 0.5 is stricter (fewer false accepts for a second
 * factor) and still accepts the same face re-cropped, mirrored or re-lit (see face-engine tests).
 */
export const FACE_MATCH_THRESHOLD = 0.5;

export function faceDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

export const isSameFace = (a: readonly number[], b: readonly number[]) =>
  faceDistance(a, b) <= FACE_MATCH_THRESHOLD;
