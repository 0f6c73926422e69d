import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CpuPool, createCpuPool } from '../../lib/cpu-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker pool for CPU-bound steps (QR decoding, PDF rendering): never on the event loop. */
    cpu: CpuPool;
  }
}

export default fp(
  async function cpuPlugin(app: FastifyInstance) {
    const pool = createCpuPool();
    app.decorate('cpu', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'cpu' },
);
