import { adminRegisterFieldsSchema, adminRegisterResponseSchema } from '@app/contracts/admins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { registerAdmin } from './service';

/** Per address: the first account is created once, staff add a few more. */
const ADMIN_REGISTER_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/**
 * Staff registration: anyone may create the first account while no admin exists, afterwards only
 * an admin may add one (the handler checks which, see lib/route-access.ts).
 */
const adminsFirstAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.staff;

  app.post(
    '/api/register',
    {
      config: { rateLimit: ADMIN_REGISTER_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Public only while no admin exists (first account); afterwards admin: create an admin (multipart: nom, prenom, telephone, email, poste, password, image)',
        ...multipartSchema(adminRegisterFieldsSchema, ['image']),
        response: { 201: adminRegisterResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = request.headers.authorization ? await app.authenticate(request) : null;
      const admin = await registerAdmin(account, caller, () =>
        readMultipart(request, { fileFields: ['image'] }),
      );
      return reply.code(201).send({ admin });
    },
  );
};

export default adminsFirstAdminRoutes;
