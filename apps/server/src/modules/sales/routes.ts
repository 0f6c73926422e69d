import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import publicSalesRoutes from './public-routes';
import staffSalesRoutes from './staff-routes';

/** Quote requests, demo reservations and newsletter: public forms and the staff side. */
const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicSalesRoutes);
  await app.register(staffSalesRoutes);
};

export default salesRoutes;
