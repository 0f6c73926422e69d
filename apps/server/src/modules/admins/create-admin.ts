import { adminRegisterFieldsSchema } from '@app/contracts/admins';
import type { FastifyInstance } from 'fastify';
import { conflict, parseOrThrow } from '../../lib/errors';
import type { FaceEngine } from './face/face-engine';
import { referenceDescriptor } from './face/reference-descriptor';
import { emailTaken, insertAdmin } from './service';

export interface CreateAdminInput {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  poste: string;
  password: string;
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
  const stored = await app.uploads.storeImage(image);
  return insertAdmin(
    app.db,
    { ...body, image: stored.name, faceDescriptor },
    { bootstrapOnly: false },
  );
}
