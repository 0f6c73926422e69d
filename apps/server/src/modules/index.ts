import type { FastifyInstance } from 'fastify';
import { audience } from '../plugins/application/audience';
import adminsAdminRoutes from './admins/admin-routes';
import adminsFirstAdminRoutes from './admins/first-admin-routes';
import passkeysAdminRoutes from './admins/passkeys/admin-routes';
import adminsPublicRoutes from './admins/public-routes';
import staffRuntime from './admins/runtime';
import adminsStaffRoutes from './admins/staff-routes';
import adsAdminRoutes from './ads/admin-routes';
import adsClientRoutes from './ads/client-routes';
import authClientRoutes from './auth/client-routes';
import authPublicRoutes from './auth/public-routes';
import billingAdminRoutes from './billing/admin-routes';
import billingClientRoutes from './billing/client-routes';
import billingPublicRoutes from './billing/public-routes';
import billingRuntime from './billing/runtime';
import billingSignedInRoutes from './billing/signed-in-routes';
import chatAdminRoutes from './chat/admin-routes';
import chatPublicRoutes from './chat/public-routes';
import chatRuntime from './chat/runtime';
import dashboardAdminRoutes from './dashboard/admin-routes';
import dashboardClientRoutes from './dashboard/client-routes';
import espacesAdminRoutes from './espaces/admin-routes';
import espacesClientRoutes from './espaces/client-routes';
import healthPublicRoutes from './health/public-routes';
import lockersAdminRoutes from './lockers/admin-routes';
import notificationsClientRoutes from './notifications/client-routes';
import operationsRuntime from './operations/runtime';
import operationsStaffRoutes from './operations/staff-routes';
import questionnairesAdminRoutes from './questionnaires/admin-routes';
import questionnairesClientRoutes from './questionnaires/client-routes';
import reclamationsAdminRoutes from './reclamations/admin-routes';
import reclamationsClientRoutes from './reclamations/client-routes';
import reclamationsPublicRoutes from './reclamations/public-routes';
import salesAdminRoutes from './sales/admin-routes';
import salesPublicRoutes from './sales/public-routes';
import screensAdminRoutes from './screens/admin-routes';
import screensRuntime from './screens/runtime';
import screenRoutes from './screens/screen-routes';
import siteAdminRoutes from './site/admin-routes';
import sitePublicRoutes from './site/public-routes';
import siteRuntime from './site/runtime';
import stationsAdminRoutes from './stations/admin-routes';
import stationsClientRoutes from './stations/client-routes';
import telemetryAdminRoutes from './telemetry/admin-routes';
import telemetryClientRoutes from './telemetry/client-routes';
import telemetryRuntime from './telemetry/runtime';
import telemetryStaffRoutes from './telemetry/staff-routes';
import usersAdminRoutes from './users/admin-routes';

/**
 * Every domain module, registered in one place, and who may call its routes: each route file is
 * registered under the audience allowed to call all of its routes (plugins/application/audience.ts, which sets
 * their access and guard). This is the access table; lib/route-access.ts says what each means.
 */
export async function registerModules(app: FastifyInstance) {
  // What a module's route files share, whoever may call them: decorated before any route uses it.
  await app.register(siteRuntime); // the published site content (brand of mails, landing pages)
  await app.register(staffRuntime); // staff accounts' face engine and failure counters
  await app.register(chatRuntime); // the assistant and the public FAQ pages
  await app.register(operationsRuntime); // remote commands, work orders, their timers
  await app.register(telemetryRuntime); // MQTT broker, ingestion, live fan-out, alert timers
  await app.register(screensRuntime); // the screen-token guard, the plays roll-up timer
  await app.register(billingRuntime); // the monthly issue and the reminders, on a schedule

  // Anyone, signed in or not.
  await app.register(
    audience(
      'public',
      healthPublicRoutes, // liveness and readiness
      sitePublicRoutes, // the site's configuration and published content
      authPublicRoutes, // client sign-up and sign-in
      adminsPublicRoutes, // staff login
      reclamationsPublicRoutes, // complaints from a station's QR code
      salesPublicRoutes, // quote, demo and newsletter forms
      chatPublicRoutes, // the assistant and the FAQ
      billingPublicRoutes, // Konnect's payment notification (confirmed with Konnect)
    ),
  );

  // A signed-in client, on its own data.
  await app.register(
    audience(
      'client',
      authClientRoutes, // sign-out, profile, password, e-mail
      notificationsClientRoutes, // which mails the client wants
      stationsClientRoutes,
      espacesClientRoutes,
      reclamationsClientRoutes,
      dashboardClientRoutes,
      questionnairesClientRoutes,
      telemetryClientRoutes, // the own stations' live state and usage
      billingClientRoutes, // own contracts and invoices, paying online
      adsClientRoutes, // an advertiser's ad requests and proof-of-play reports
    ),
  );

  // A signed-in client on its own records, or staff on any.
  await app.register(audience('signed-in', billingSignedInRoutes)); // an invoice and its PDF

  // A paired station screen, by its own token (never a staff or client token).
  await app.register(audience('screen', screenRoutes));

  // Anyone while no admin exists (the first account), staff afterwards.
  await app.register(audience('first-admin', adminsFirstAdminRoutes));

  // A signed-in staff member of either role: admins and technicians (issue 32).
  await app.register(
    audience(
      'staff',
      adminsAdminRoutes, // logout, own profile, face check
      passkeysAdminRoutes, // own passkeys, the passkey second factor
      telemetryStaffRoutes, // station page, fleet, alerts, live stream
      operationsStaffRoutes, // remote commands, work orders
    ),
  );

  // A signed-in staff member with the admin role.
  await app.register(
    audience(
      'admin',
      adminsStaffRoutes, // staff accounts: roles, second factors overview and reset
      siteAdminRoutes, // the site editor
      questionnairesAdminRoutes,
      usersAdminRoutes, // client accounts: list, edit, trash, archive
      espacesAdminRoutes,
      stationsAdminRoutes,
      lockersAdminRoutes,
      dashboardAdminRoutes,
      reclamationsAdminRoutes, // QR cases, client reclamations, stickers
      salesAdminRoutes, // quote requests and demo reservations
      adsAdminRoutes, // ad requests, campaign targeting and proof-of-play reports
      screensAdminRoutes, // screen pairing, the screens, a screen's live playlist
      chatAdminRoutes, // FAQ editing, unanswered questions, history
      telemetryAdminRoutes, // station credentials, ingestion counters
      billingAdminRoutes, // contracts, invoices, payments, credit notes, sales journal
    ),
  );
}
