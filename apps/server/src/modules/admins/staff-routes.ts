import { idParamsSchema } from '@app/contracts';
import { adminSchema, staffRoleBodySchema } from '@app/contracts/admins';
import { staffFactorsSchema } from '@app/contracts/passkeys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { resetFactors, staffFactors } from './passkeys/service';
import { setStaffRole } from './service';

/** The staff accounts screen, admins only: second factors with reset, and each account's role. */
const adminsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/staff-factors',
    {
      schema: {
        tags: ['admins'],
        summary:
          'Admin: every staff account with its role and second factors (face reference, passkeys)',
        response: { 200: z.array(staffFactorsSchema) },
      },
    },
    async () => staffFactors(app.db),
  );

  app.post(
    '/api/admin/staff-factors/:id/reset',
    {
      schema: {
        tags: ['admins'],
        summary:
          'Admin: reset a staff account’s second factors (passkeys and/or face reference); signs it out',
        params: idParamsSchema,
        body: z.object({ passkeys: z.boolean(), face: z.boolean() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resetFactors(app.db, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  itemRoute(
    app,
    'PUT',
    '/api/admin/staff/:id/role',
    {
      tags: ['admins'],
      summary:
        'Admin: set a staff account’s role (admin | technicien); signs the account out. The last admin cannot be demoted',
      body: staffRoleBodySchema,
      response: adminSchema,
    },
    async (id, body) => setStaffRole(app.db, id, body.role),
  );
};

export default adminsStaffRoutes;
