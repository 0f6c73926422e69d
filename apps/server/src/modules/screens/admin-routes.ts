import { idParamsSchema } from '@app/contracts';
import {
  livePlaylistSchema,
  screenPairingResponseSchema,
  screenSummarySchema,
} from '@app/contracts/screens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemRoute, noContentItemRoute } from '../../lib/admin-crud-routes';
import { authOf } from '../../plugins/application/auth';
import { qrSvgPath } from './qr';
import { listScreens, livePlaylist, pairScreen, unpairScreen } from './service';

const tags = ['screens'];
const security = [{ bearer: [] }];

/** Station screens in the back-office: pairing (token + QR), the list, a screen's live playlist. */
const screensAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const offlineAfterMs = () => app.config.stationOfflineAfterS * 1000;

  app.post(
    '/api/admin/stations/:id/screen',
    {
      schema: {
        tags,
        security,
        summary:
          'Pairs the screen of a Multi Boxes / Mega Charger station: a new token (the previous one stops working) and the player URL, with its QR code',
        params: idParamsSchema,
        response: {
          201: screenPairingResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const pairing = await pairScreen(
        app.db,
        request.params.id,
        authOf(request).id,
        app.config.publicUrl,
      );
      return reply.code(201).send({ ...pairing, qr: qrSvgPath(pairing.url) });
    },
  );

  noContentItemRoute(
    app,
    'DELETE',
    '/api/admin/stations/:id/screen',
    { tags, security, summary: 'Unpairs a station screen: its token stops working' },
    (id, staffId) => unpairScreen(app.db, id, staffId),
  );

  app.get(
    '/api/admin/screens',
    {
      schema: {
        tags,
        security,
        summary:
          'Every station with a screen (Multi Boxes, Mega Charger): paired, last seen, online',
        response: { 200: z.array(screenSummarySchema) },
      },
    },
    async () => listScreens(app.db, new Date(), offlineAfterMs()),
  );

  itemRoute(
    app,
    'GET',
    '/api/admin/stations/:id/screen/playlist',
    {
      tags,
      security,
      summary: "A screen's live playlist and today's overbooked hours",
      response: livePlaylistSchema,
    },
    async (id) => livePlaylist(app.db, id, new Date(), offlineAfterMs()),
  );
};

export default screensAdminRoutes;
