import { type VerifyFaceResponse, verifyFaceFieldsSchema } from '@app/contracts/admins';
import type { Db } from '../../../db/client';
import { AppError, badRequest, forbidden } from '../../../lib/errors';
import type { TokenService } from '../../../lib/tokens';
import { parseOrThrow } from '../../../lib/validation';
import type { AuthContext } from '../../../plugins/application/auth';
import type { FailureCounter } from '../failure-counter';
import { findAdmin, toAdmin } from '../service';
import { recentCaptureHashes, rememberCaptureHashes } from './capture-history';
import { consumeFaceChallenge } from './face-challenges';
import { isSameFace } from './face-distance';
import type { FaceEngine } from './face-engine';
import { turnedAsAsked } from './head-turn';
import { imageHashes, isReusedCapture } from './image-hash';
import type { PendingReferences } from './pending-references';
import { type FaceCapture, MIN_FRAMES } from './read-capture';

export interface VerifyFaceDeps {
  db: Db;
  face: FaceEngine;
  /** Face references still being computed after a profile save. */
  references: PendingReferences;
  /** Shared with the passkeys: failed second factors of an account count together. */
  failures: FailureCounter;
  tokens: TokenService;
}

/**
 * POST /api/verify-face: the caller's capture against their own face reference. Refused while the
 * account is blocked; `readCapture` reads the multipart body only once it is not. A match upgrades
 * a face-check token to a full one.
 */
export async function verifyFace(
  deps: VerifyFaceDeps,
  auth: AuthContext,
  readCapture: () => Promise<FaceCapture>,
): Promise<VerifyFaceResponse> {
  const { db, failures } = deps;
  const key = String(auth.id);
  if (failures.isBlocked(key)) throw new AppError(429, 'admins.face.tooManyAttempts');
  const { fields, frames } = await readCapture();
  // A photo saved moments ago may still be becoming the reference: compare with the newest.
  await deps.references.settled(auth.id);
  const row = await findAdmin(db, auth.id);
  // The reference is always the caller's own: a name pointing at someone else is refused.
  const claimed = parseOrThrow(verifyFaceFieldsSchema, fields).reference_image?.trim();
  if (claimed && claimed !== row.image) throw forbidden('admins.face.referenceNotYours');
  if (!row.faceDescriptor?.length) throw new AppError(409, 'admins.face.noReference');
  if (frames.length === 0) {
    throw badRequest('admins.face.captureRequired', { image: 'admins.face.captureRequired' });
  }
  if (frames.length < MIN_FRAMES) {
    throw badRequest('admins.face.framesRequired', { frame: 'admins.face.framesRequired' });
  }
  const challengeId = fields.challenge?.trim();
  if (!challengeId) {
    throw badRequest('admins.face.challengeRequired', {
      challenge: 'admins.face.challengeRequired',
    });
  }
  // Every refusal from here on counts against the account, like a wrong password.
  const recordFailure = () => failures.recordFailure(key);
  const direction = await consumeFaceChallenge(db, auth.id, challengeId);
  if (!direction) {
    recordFailure();
    throw new AppError(409, 'admins.face.challengeInvalid');
  }

  // A copy of the reference photo or of an earlier capture is a picture, not a face.
  const hashes = await Promise.all(frames.map((frame) => imageHashes(frame)));
  const earlier = await recentCaptureHashes(db, auth.id);
  const reference = row.faceHash ? [row.faceHash] : [];
  const reused = isReusedCapture(hashes, reference, earlier);
  await rememberCaptureHashes(
    db,
    auth.id,
    hashes.map((hash) => hash.hash),
  );
  if (reused) {
    recordFailure();
    throw new AppError(422, 'admins.face.captureReused');
  }

  const faces = await Promise.all(frames.map((frame) => deps.face.analyse(frame)));
  const descriptor = row.faceDescriptor;
  if (!faces.every((captured) => isSameFace(descriptor, captured.descriptor))) {
    recordFailure();
    return { match: false, reason: 'face' };
  }
  if (
    !turnedAsAsked(
      faces.map((captured) => captured.yaw),
      direction,
    )
  ) {
    recordFailure();
    return { match: false, reason: 'movement' };
  }
  failures.recordSuccess(key);
  if (auth.scope !== 'face') return { match: true };
  const token = deps.tokens.issue({
    sub: String(row.id),
    role: 'admin',
    scope: 'full',
    tv: row.tokenVersion,
  });
  return { match: true, token, admin: toAdmin(row) };
}
