import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * During shutdown, responses to requests that were already in flight tell the client to close the
 * connection, so keep-alive sockets don't hold `close()` open after the last response.
 */
export default fp(
  async function lifecyclePlugin(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('Connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
