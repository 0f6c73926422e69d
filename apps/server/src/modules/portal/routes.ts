import { TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  clientEspaceInputSchema,
  clientEspaceSchema,
  clientReclamationInputSchema,
  clientReclamationSchema,
  clientStationInputSchema,
  clientStationSchema,
  portalListQuerySchema,
  portalNotificationSchema,
  portalSummarySchema,
} from '@app/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language';
import { authOf } from '../../plugins/auth';
import { createMailSender } from '../sales/mail';
import { acknowledgeReclamation } from './reclamation-mail';
import {
  createEspace,
  createReclamation,
  createStation,
  listEspaces,
  listNotifications,
  listReclamations,
  listStations,
  summary,
} from './service';

/** The signed-in client's own stations, spaces and reclamations; `user_id` is the token's. */
const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = app.requireRole('client');
  const tags = ['portal'];
  const mail = createMailSender(app.config);

  app.get(
    '/api/stations',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Client: own stations, newest first (page, limit, q)',
        querystring: portalListQuerySchema,
        response: { 200: z.array(clientStationSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listStations(app.db, authOf(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/stations',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Client: add a station to one of the own spaces',
        body: clientStationInputSchema,
        response: { 201: clientStationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStation(app.db, authOf(request).id, request.body)),
  );

  app.get(
    '/api/espaces',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Client: own spaces, newest first (page, limit, q)',
        querystring: portalListQuerySchema,
        response: { 200: z.array(clientEspaceSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listEspaces(app.db, authOf(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/espaces',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Client: add a space',
        body: clientEspaceInputSchema,
        response: { 201: clientEspaceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEspace(app.db, authOf(request).id, request.body)),
  );

  app.get(
    '/api/reclamations',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Client: own reclamations with status and staff answer, newest first',
        querystring: portalListQuerySchema,
        response: { 200: z.array(clientReclamationSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listReclamations(app.db, authOf(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/reclamations',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Client: file a reclamation (status Problem)',
        body: clientReclamationInputSchema,
        response: { 201: clientReclamationSchema },
      },
    },
    async (request, reply) => {
      const clientId = authOf(request).id;
      const created = await createReclamation(app.db, clientId, request.body);
      // Not awaited: the reclamation is saved; the acknowledgement (logged on failure) follows.
      void acknowledgeReclamation(app, mail, clientId, created, requestLanguage(request));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/me/dashboard',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Client: figures of the Dashboard section, from the own rows',
        response: { 200: portalSummarySchema },
      },
    },
    async (request) => summary(app.db, authOf(request).id),
  );

  app.get(
    '/api/me/notifications',
    {
      onRequest: client,
      schema: {
        tags,
        summary: 'Client: recent status changes and answers of the own reclamations',
        response: { 200: z.array(portalNotificationSchema) },
      },
    },
    async (request) => listNotifications(app.db, authOf(request).id),
  );
};

export default portalRoutes;
