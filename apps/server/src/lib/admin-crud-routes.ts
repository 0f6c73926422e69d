import { idParamsSchema, type ListQuery, listQuerySchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../plugins/application/auth';
import { createAnswerCache, type ListPage, pageAnswer, sendAnswer } from './answer-cache';
import { CSV_EXPORT_LIMIT, type CsvColumns, sendCsv } from './csv';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What one back-office list of records declares; the five routes are alike for each. */
export interface AdminCrudRoutes<
  Input extends z.ZodType,
  Item extends z.ZodType,
  ListItem extends z.ZodType,
  Row,
> {
  /** The collection's path, e.g. `/api/admin/espaces`; an item is `<path>/:id`. */
  path: string;
  tags: string[];
  summaries: { list: string; export: string; create: string; update: string; delete: string };
  /** A row of the list. */
  listItem: ListItem;
  /** The body of an add or an edit. */
  input: Input;
  /** What an add or an edit answers. */
  record: Item;
  list: (query: ListQuery) => Promise<ListPage<z.input<ListItem>>>;
  /**
   * Every table the list's query reads, parents whose deletion cascades into them included: its
   * pages are served from memory until one of them changes (lib/answer-cache.ts).
   */
  reads: readonly string[];
  /** What else than the query and those tables the page depends on, e.g. the company's date. */
  varies?: () => string;
  csv: {
    /** The download's name before its date, e.g. `espaces`. */
    filename: string;
    /** Titles in each language and typed cells (lib/csv.ts formats them for the reader). */
    columns: CsvColumns<Row>;
    rows: (q: string | undefined, max: number) => Promise<readonly Row[]>;
  };
  create: (input: z.output<Input>) => Promise<z.input<Item>>;
  update: (id: number, input: z.output<Input>) => Promise<z.input<Item>>;
  remove: (adminId: number, id: number) => Promise<void>;
}

const security = [{ bearer: [] }];

/**
 * A back-office list of records: the page (`X-Total-Count` carries the total), its CSV export,
 * add (201), edit and delete (204). Called from a route file of the admin audience.
 */
export function adminCrudRoutes<
  Input extends z.ZodType,
  Item extends z.ZodType,
  ListItem extends z.ZodType,
  Row,
>(app: ZodApp, spec: AdminCrudRoutes<Input, Item, ListItem, Row>) {
  const { path, tags, summaries } = spec;
  // The zod provider cannot resolve types from schemas that are type parameters: the body is
  // typed as the input schema's output (what the validator has parsed it into), and the record
  // schema is widened, `create`/`update` being typed against it above; the serializer still
  // checks each answer against it.
  type Body = z.output<Input>;
  const record: z.ZodType = spec.record;
  const listSchema = z.array(spec.listItem);
  const pages = createAnswerCache(app, spec.reads);

  app.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: summaries.list,
        querystring: listQuerySchema,
        response: { 200: listSchema },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        // The parsed query (defaults filled in) names the page.
        await pageAnswer(
          pages,
          `${spec.varies?.() ?? ''} ${JSON.stringify(request.query)}`,
          listSchema,
          () => spec.list(request.query),
        ),
      ),
  );

  app.get(
    `${path}/export`,
    {
      schema: {
        tags,
        security,
        summary: summaries.export,
        querystring: listQuerySchema.pick({ q: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await spec.csv.rows(request.query.q, CSV_EXPORT_LIMIT);
      return sendCsv(request, reply, spec.csv.filename, spec.csv.columns, rows);
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        security,
        summary: summaries.create,
        body: spec.input,
        response: { 201: record },
      },
    },
    async (request, reply) => reply.status(201).send(await spec.create(request.body as Body)),
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: summaries.update,
        params: idParamsSchema,
        body: spec.input,
        response: { 200: record },
      },
    },
    async (request) => spec.update(request.params.id, request.body as Body),
  );

  noContentItemRoute(
    app,
    'DELETE',
    `${path}/:id`,
    { tags, security, summary: summaries.delete },
    (id, staffId) => spec.remove(staffId, id),
  );
}

/** What one route on a record (`:id`) declares (see `itemRoute`). */
export interface ItemRoute<Body extends z.ZodType, Answer extends z.ZodType> {
  tags: string[];
  security?: { bearer: string[] }[];
  summary: string;
  /** The body of a `PUT`, `PATCH` or `POST`; none for a `GET`. */
  body?: Body;
  /** What the route answers, with 200 or with `status`. */
  response: Answer;
  status?: 201 | 204;
}

/**
 * `method url` on one record (`:id`): a read of it, or an action of the signed-in user on it
 * (`action` takes them from the request). The route's audience is that of the route file calling
 * it.
 */
export function itemRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  spec: ItemRoute<Body, Answer>,
  action: (id: number, body: z.output<Body>, request: FastifyRequest) => Promise<z.input<Answer>>,
) {
  // As in adminCrudRoutes: the body is typed as what the validator has parsed it into, and the
  // answer's schema is widened, `action` being typed against it above.
  const { tags, security, summary, body, status = 200 } = spec;
  const response: z.ZodType = spec.response;
  app.route({
    method,
    url,
    schema: {
      tags,
      ...(security && { security }),
      summary,
      params: idParamsSchema,
      ...(body && { body }),
      response: { [status]: response },
    },
    handler: async (request, reply) =>
      reply
        .status(status)
        .send(await action(request.params.id, request.body as z.output<Body>, request)),
  });
}

/**
 * `DELETE` or `POST` on one record (`:id`) that answers 204: an action of the signed-in staff
 * member on it, e.g. a delete kept in the audit log. Called from a route file of a staff audience.
 */
export function noContentItemRoute(
  app: ZodApp,
  method: 'DELETE' | 'POST',
  url: string,
  schema: { tags: string[]; security?: { bearer: string[] }[]; summary: string },
  action: (id: number, staffId: number) => Promise<unknown>,
) {
  itemRoute(
    app,
    method,
    url,
    { ...schema, response: z.null(), status: 204 },
    async (id, _body, request) => {
      await action(id, authOf(request).id);
      return null;
    },
  );
}
