import { adminRegisterFieldsSchema } from '@app/contracts/admins';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import type { FaceEngine } from './face/face-engine';
import { imageHash } from './face/image-hash';
import { referenceDescriptor } from './face/reference-descriptor';
import { type AdminFields, emailTaken, insertAdmin } from './service';
import { recordStaffPhoto } from './staff-photos';

export interface CreateAdminInput extends AdminFields {
  /** The profile photo (also the face check's reference). */
  image: Buffer;
}

/**
 * `npm run admin:create`: the operator's way in, with the same rules as POST /api/register (fields,
 * image, one face when the check is required) but no bootstrap restriction — whoever runs it
 * already controls the server.
 */
export async function createAdminFromCli(
  app: FastifyInstance,
  face: FaceEngine,
  input: CreateAdminInput,
) {
  const { image, ...fields } = input;
  const body = parseOrThrow(adminRegisterFieldsSchema, fields);
  if (await emailTaken(app.db, body.email)) {
    throw conflict('admins.emailTaken', { email: 'admins.emailTaken' });
  }
  const faceDescriptor = await referenceDescriptor(
    face,
    image,
    app.config.adminFaceCheck === 'required',
  );
  const faceHash = await imageHash(image);
  const stored = await app.uploads.prepareImage(image);
  const created = await insertAdmin(
    app.db,
    { ...body, image: stored.name, faceDescriptor, faceHash },
    { bootstrapOnly: false },
  );
  await recordStaffPhoto(app.db, created.id, stored.name);
  await stored.save();
  return created;
}
