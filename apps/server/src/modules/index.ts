import type { FastifyInstance } from 'fastify';
import adminsRoutes from './admins/routes';
import adsRoutes from './ads/routes';
import authRoutes from './auth/routes';
import chatRoutes from './chat/routes';
import dashboardRoutes from './dashboard/routes';
import espacesRoutes from './espaces/routes';
import healthRoutes from './health/routes';
import lockersRoutes from './lockers/routes';
import portalRoutes from './portal/routes';
import questionnairesRoutes from './questionnaires/routes';
import reclamationsRoutes from './reclamations/routes';
import salesRoutes from './sales/routes';
import siteRoutes from './site/routes';
import stationsRoutes from './stations/routes';
import usersRoutes from './users/routes';

/** Every domain module, registered in one place. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(siteRoutes); // public runtime configuration (map tiles, company details)
  await app.register(authRoutes); // client sign-up, sign-in, /api/me
  await app.register(portalRoutes); // the signed-in client's own stations, spaces, reclamations
  await app.register(questionnairesRoutes);
  await app.register(adminsRoutes); // staff accounts, profile, face check
  await app.register(usersRoutes); // staff management of clients: list, edit, trash, archive
  await app.register(espacesRoutes);
  await app.register(stationsRoutes);
  await app.register(lockersRoutes);
  await app.register(dashboardRoutes);
  await app.register(reclamationsRoutes); // public QR complaints + staff handling
  await app.register(salesRoutes);
  await app.register(adsRoutes);
  await app.register(chatRoutes);
}
