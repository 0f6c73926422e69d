import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupTokenFile, writeBackupToken } from '../../lib/backup/target';
import { notFound } from '../../lib/errors';
import { tokenMatches } from './metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The embedded database belongs to the server process while it runs, so `npm run backup` asks the
 * server for the database part (POST /internal/backup/database). Who may: a process on this
 * machine (the TCP peer is a loopback address and nothing forwarded the request) that can read
 * DATA_DIR/secrets/backup-token (written at each start, mode 0600) — i.e. who could copy the data
 * folder anyway. Anyone else gets 404, as if the route did not exist. On PostgreSQL there is no
 * such route: the backup runs pg_dump.
 */
export default fp(
  async function backupPlugin(app: FastifyInstance) {
    const { database, config } = app;
    if (!database.dumpDataDir) return;
    const dump = database.dumpDataDir;
    const token = writeBackupToken(config.dataDir);
    app.addHook('onClose', async () => {
      await rm(backupTokenFile(config.dataDir), { force: true });
    });
    app.post('/internal/backup/database', { schema: { hide: true } }, async (request, reply) => {
      const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const local =
        LOOPBACK.test(request.raw.socket.remoteAddress ?? '') &&
        request.headers['x-forwarded-for'] === undefined &&
        request.headers.forwarded === undefined;
      if (!local || !tokenMatches(presented, token)) throw notFound();
      const blob = await dump();
      request.log.info({ bytes: blob.size }, 'database dump sent for a backup');
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/gzip')
        .send(Readable.fromWeb(blob.stream() as ReadableStream));
    });
  },
  { name: 'backup', dependencies: ['database'] },
);
