import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import type { FaceEngine } from './face/face-engine';
import { imageHash } from './face/image-hash';
import { referenceDescriptor } from './face/reference-descriptor';
import { resetFactors } from './passkeys/service';
import { setFaceReference, updateProfile } from './service';
import { recordStaffPhoto } from './staff-photos';

/**
 * `npm run admin:reset-factors`: the operator's recovery of a locked-out staff member. Removes the
 * account's passkeys and signs it out everywhere; with a new photo, also replaces the face
 * reference (same rules as a profile photo), so the face check works again.
 */
export async function recoverAdminFromCli(
  app: FastifyInstance,
  face: FaceEngine,
  input: { email: string; image?: Buffer },
) {
  const row = await firstOrNotFound(
    app.db
      .select()
      .from(admins)
      .where(sql`lower(${admins.email}) = ${input.email.trim().toLowerCase()}`),
  );
  await resetFactors(app.db, row.id, { passkeys: true, face: input.image !== undefined });
  if (!input.image) return { admin: row, photoReplaced: false };
  const faceDescriptor = await referenceDescriptor(
    face,
    input.image,
    app.config.adminFaceCheck === 'required',
  );
  const faceHash = await imageHash(input.image);
  const stored = await app.uploads.prepareImage(input.image);
  await updateProfile(app.db, row.id, {
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    poste: row.poste,
    image: { name: stored.name },
  });
  await setFaceReference(app.db, row.id, stored.name, { faceDescriptor, faceHash });
  await recordStaffPhoto(app.db, row.id, stored.name);
  await stored.save();
  return { admin: row, photoReplaced: true };
}
