import type { FastifyInstance } from 'fastify';

/** Complaints filed, by where they came from (`qr`: a station's QR form; `client`: the portal). */
export const complaintsCounter = (app: FastifyInstance) =>
  app.metrics.counter('complaints_total', 'Complaints filed, by source (qr, client)', ['source']);
