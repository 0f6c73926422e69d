import { errorBodySchema, idParamsSchema } from '@app/contracts';
import {
  assignableStaffSchema,
  commandCreatedSchema,
  stationCommandBodySchema,
  stationCommandSchema,
  workOrderCreateSchema,
  workOrderDetailSchema,
  workOrderNoteFieldsSchema,
  workOrderPatchSchema,
  workOrderReportRowSchema,
  workOrderSchema,
  workOrdersQuerySchema,
} from '@app/contracts/operations';
import { caseReplyBodySchema } from '@app/contracts/reclamations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { pagedListRoute, pageReply } from '../../lib/paged';
import { parseOrThrow } from '../../lib/validation';
import { authOf } from '../../plugins/application/auth';
import { listStationCommands } from './commands';
import {
  addNote,
  assignableStaff,
  listWorkOrders,
  monthlyReport,
  openWorkOrder,
  patchWorkOrder,
  replyToVisitor,
  workOrderDetail,
} from './work-orders';

const commandsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const reportQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12),
});

/** Per staff member: a command reaches a physical locker; bursts are mistakes, not work. */
const COMMAND_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * Field operations, any staff member (admins and technicians, issue 32): remote commands from a
 * station's page, and work orders.
 */
const operationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operations'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/admin/stations/:id/commands',
    {
      config: { rateLimit: COMMAND_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary:
          'Send a station a command over MQTT (unlock a locker, restart, show a message); 202 with its id. ' +
          'Its outcome (done, failed, timeout after 30 s) appears in the list',
        params: idParamsSchema,
        body: stationCommandBodySchema,
        response: { 202: commandCreatedSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const sent = await app.operations.sendCommand(
        request.params.id,
        request.body,
        authOf(request).id,
      );
      return reply.code(202).send(sent);
    },
  );

  app.get(
    '/api/admin/stations/:id/commands',
    {
      schema: {
        tags,
        security,
        summary: 'A station’s commands, newest first, with who sent them and their outcome',
        params: idParamsSchema,
        querystring: commandsQuerySchema,
        response: { 200: z.array(stationCommandSchema), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      return pageReply(
        reply,
        await listStationCommands(
          app.db,
          request.params.id,
          request.query.page,
          request.query.limit,
        ),
      );
    },
  );

  pagedListRoute(app, '/api/admin/work-orders', {
    tags,
    security,
    summary:
      'Work orders, open ones by deadline first; filters status (ouvert, assigné, en cours, résolu), assignee (id or me), overdue',
    querystring: workOrdersQuerySchema,
    item: workOrderSchema,
    list: (query, request) => listWorkOrders(app.db, query, authOf(request).id),
  });

  app.post(
    '/api/admin/work-orders',
    {
      schema: {
        tags,
        security,
        summary: 'Open a work order on a station (deadline from WORK_ORDER_STAFF_MINUTES)',
        body: workOrderCreateSchema,
        response: { 201: workOrderDetailSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { stationId, description, priority, assigneeId } = request.body;
      const id = await openWorkOrder(
        app.db,
        {
          stationId,
          cause: 'staff',
          description,
          ...(priority ? { priority } : {}),
          assigneeId: assigneeId ?? null,
          createdBy: authOf(request).id,
        },
        app.config.workOrders,
      );
      return reply.code(201).send(await workOrderDetail(app.db, id!));
    },
  );

  app.get(
    '/api/admin/work-orders/report',
    {
      schema: {
        tags,
        security,
        summary:
          'Monthly report, newest month first: opened, resolved, time to resolve (median, mean) and share resolved within deadline',
        querystring: reportQuerySchema,
        response: { 200: z.array(workOrderReportRowSchema) },
      },
    },
    async (request) => monthlyReport(app.db, request.query.months),
  );

  app.get(
    '/api/admin/work-orders/staff',
    {
      schema: {
        tags,
        security,
        summary: 'Staff a work order can be assigned to',
        response: { 200: z.array(assignableStaffSchema) },
      },
    },
    async () => assignableStaff(app.db),
  );

  app.get(
    '/api/admin/work-orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A work order with its notes, photos and the commands sent for it',
        params: idParamsSchema,
        response: { 200: workOrderDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => workOrderDetail(app.db, request.params.id),
  );

  app.patch(
    '/api/admin/work-orders/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Update a work order: status (ouvert → assigné → en cours → résolu), assigneeId, priority, deadlineAt',
        params: idParamsSchema,
        body: workOrderPatchSchema,
        response: { 200: workOrderDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await patchWorkOrder(app.db, request.params.id, request.body, authOf(request).id);
      return workOrderDetail(app.db, request.params.id);
    },
  );

  app.post(
    '/api/admin/work-orders/:id/notes',
    {
      schema: {
        tags,
        security,
        summary: 'Add a note to a work order (multipart: text, optional photo)',
        params: idParamsSchema,
        ...multipartSchema(workOrderNoteFieldsSchema, ['photo']),
        response: { 201: workOrderDetailSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { fileFields: ['photo'] });
      const { text } = parseOrThrow(workOrderNoteFieldsSchema, fields);
      const photo = files.photo ? await app.uploads.prepareImage(files.photo) : undefined;
      await addNote(app.db, request.params.id, authOf(request).id, text, photo?.name ?? null);
      await photo?.save();
      return reply.code(201).send(await workOrderDetail(app.db, request.params.id));
    },
  );

  app.post(
    '/api/admin/work-orders/:id/replies',
    {
      schema: {
        tags,
        security,
        summary:
          'Reply to the visitor whose urgent report opened the work order; shown on their follow-up page (400 when no visitor report)',
        params: idParamsSchema,
        body: caseReplyBodySchema,
        response: { 201: workOrderDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await replyToVisitor(app.db, request.params.id, authOf(request).id, request.body.text);
      return reply.code(201).send(await workOrderDetail(app.db, request.params.id));
    },
  );
};

export default operationsStaffRoutes;
