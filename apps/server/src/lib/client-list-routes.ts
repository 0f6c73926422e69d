import type { ListQuery } from '@app/contracts';
import { portalListQuerySchema } from '@app/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../plugins/application/auth';
import { createAnswerCache, type ListPage, pageAnswer, sendAnswer } from './answer-cache';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What one list of the client portal declares for its page. */
export interface ClientListRoute<ListItem extends z.ZodType> {
  /** e.g. `/api/espaces`. */
  path: string;
  summary: string;
  /** A row of the list. */
  listItem: ListItem;
  list: (clientId: number, query: ListQuery) => Promise<ListPage<z.input<ListItem>>>;
  /**
   * Every table the list's query reads: its pages are served from memory until one of them
   * changes (lib/answer-cache.ts).
   */
  reads: readonly string[];
}

/** What one list of the client portal declares; its two routes are alike for each. */
export interface ClientListRoutes<
  Input extends z.ZodType,
  Item extends z.ZodType,
  ListItem extends z.ZodType,
> extends Omit<ClientListRoute<ListItem>, 'summary'> {
  /** For both the page and the add. */
  path: string;
  summaries: { list: string; create: string };
  /** The body of an add. */
  input: Input;
  /** What an add answers. */
  record: Item;
  create: (clientId: number, input: z.output<Input>) => Promise<z.input<Item>>;
}

/**
 * The page of a list of the signed-in client's own rows (`X-Total-Count` carries the total). The
 * client is always the token's: called from a route file of the client audience.
 */
export function clientListRoute<ListItem extends z.ZodType>(
  app: ZodApp,
  route: ClientListRoute<ListItem>,
) {
  const listSchema = z.array(route.listItem);
  const pages = createAnswerCache(app, route.reads);
  app.get(
    route.path,
    {
      schema: {
        tags: ['portal'],
        summary: route.summary,
        querystring: portalListQuerySchema,
        response: { 200: listSchema },
      },
    },
    async (request, reply) => {
      const clientId = authOf(request).id;
      return sendAnswer(
        reply,
        await pageAnswer(pages, `${clientId} ${JSON.stringify(request.query)}`, listSchema, () =>
          route.list(clientId, request.query),
        ),
      );
    },
  );
}

/**
 * A list of the signed-in client's own rows: its page (`X-Total-Count` carries the total) and an
 * add (201). The client is always the token's: called from a route file of the client audience.
 */
export function clientListRoutes<
  Input extends z.ZodType,
  Item extends z.ZodType,
  ListItem extends z.ZodType,
>(app: ZodApp, spec: ClientListRoutes<Input, Item, ListItem>) {
  clientListRoute(app, { ...spec, summary: spec.summaries.list });

  const tags = ['portal'];
  // As in admin-crud-routes: the body is typed as the input schema's output, which the validator
  // has parsed it into, and the record schema is widened, `create` being typed against it above.
  const record: z.ZodType = spec.record;
  app.post(
    spec.path,
    {
      schema: { tags, summary: spec.summaries.create, body: spec.input, response: { 201: record } },
    },
    async (request, reply) =>
      reply.code(201).send(await spec.create(authOf(request).id, request.body as z.output<Input>)),
  );
}
