import type { FastifyInstance } from 'fastify';
import adminsRoutes from './admins/routes';
import adsRoutes from './ads/routes';
import authRoutes from './auth/routes';
import chatRoutes from './chat/routes';
import clientDashboardRoutes from './dashboard/client-routes';
import dashboardRoutes from './dashboard/routes';
import clientEspacesRoutes from './espaces/client-routes';
import espacesRoutes from './espaces/routes';
import healthRoutes from './health/routes';
import lockersRoutes from './lockers/routes';
import questionnairesRoutes from './questionnaires/routes';
import clientReclamationsRoutes from './reclamations/client-routes';
import reclamationsRoutes from './reclamations/routes';
import salesRoutes from './sales/routes';
import siteRoutes from './site/routes';
import siteRuntime from './site/runtime';
import clientStationsRoutes from './stations/client-routes';
import stationsRoutes from './stations/routes';
import telemetryRoutes from './telemetry/routes';
import telemetryRuntime from './telemetry/runtime';
import usersRoutes from './users/routes';

/** Every domain module, registered in one place. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  // The published site content (brand name of mails and PDFs, landing pages), then its routes.
  await app.register(siteRuntime);
  await app.register(siteRoutes); // public content and configuration, the back-office editor
  await app.register(authRoutes); // client sign-up, sign-in, /api/me
  // The signed-in client's own stations, spaces, reclamations and dashboard.
  await app.register(clientStationsRoutes);
  await app.register(clientEspacesRoutes);
  await app.register(clientReclamationsRoutes);
  await app.register(clientDashboardRoutes);
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
  await app.register(telemetryRuntime); // MQTT broker, ingestion, live fan-out, alert timers
  await app.register(telemetryRoutes);
}
