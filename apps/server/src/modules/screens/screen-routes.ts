import {
  PLAYLIST_REFRESH_MS,
  playlistSchema,
  playsBodySchema,
  playsResultSchema,
} from '@app/contracts/screens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complaintFormUrl } from '../reclamations/sticker';
import { qrSvgPath } from './qr';
import { screenOf } from './runtime';
import { recordPlays, screenPlaylist } from './service';

const tags = ['screens'];
const security = [{ screen: [] }];

/** What a paired screen calls with its own token (the `screen` audience): nothing else. */
const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/screen/playlist',
    {
      schema: {
        tags,
        security,
        summary:
          "The calling screen's playlist now (accepted campaigns targeting it, in loop order) and its station's complaint link",
        response: {
          200: playlistSchema.extend({
            station: playlistSchema.shape.station.extend({
              complaintQr: z.object({ size: z.number().int(), path: z.string() }),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { reference, items } = await screenPlaylist(
        app.db,
        screenOf(request),
        now,
        app.config.stationOfflineAfterS * 1000,
      );
      const complaintUrl = complaintFormUrl(app.config.publicUrl, reference);
      reply.header('Cache-Control', 'no-store');
      return {
        items,
        station: { reference, complaintUrl, complaintQr: qrSvgPath(complaintUrl) },
        refreshMs: PLAYLIST_REFRESH_MS,
        generatedAt: now.toISOString(),
      };
    },
  );

  app.post(
    '/api/screen/plays',
    {
      schema: {
        tags,
        security,
        summary:
          'Proof of play: finished plays of ads this screen was given (deduplicated on station, ad and start)',
        body: playsBodySchema,
        response: { 200: playsResultSchema },
      },
    },
    async (request) => recordPlays(app.db, screenOf(request), request.body.plays, new Date()),
  );
};

export default screenRoutes;
