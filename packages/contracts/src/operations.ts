import { z } from 'zod';
import { INT32_MAX, requiredText } from './common';
import { URGENT_KINDS } from './reclamation-options';

/** A JSON id field: a positive int32, as the database stores it. */
const jsonId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INT32_MAX, { error: message });

/**
 * Field operations (issue 32): remote commands sent to a station over MQTT and tracked to their
 * acknowledgement, and work orders with an owner and a deadline.
 */

// --- remote commands ---------------------------------------------------------------------------

export const COMMAND_TYPES = ['unlock', 'restart', 'message'] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

/** `sent` until the station answers; `timeout` when it has not after COMMAND_TIMEOUT_S. */
export const COMMAND_STATUSES = ['sent', 'done', 'failed', 'timeout'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** A command unanswered after this long is `timeout`, and is never delivered afterwards. */
export const COMMAND_TIMEOUT_S = 30;
/** Lockers are numbered from 1; a Multi Boxes station has fewer than 64. */
export const MAX_LOCKER = 64;
/** A message on a station's screen: one short line. */
export const COMMAND_MESSAGE_MAX = 160;
export const ACK_DETAIL_MAX = 200;
/** MQTT payloads above this size on an acks topic are dropped before parsing. */
export const ACK_MAX_BYTES = 1024;

export const commandsTopic = (reference: string) => `stations/${reference}/commands`;
export const acksTopic = (reference: string) => `stations/${reference}/acks`;
/** The reference inside `stations/{reference}/acks`, or null for any other topic. */
export function referenceOfAcksTopic(topic: string): string | null {
  const match = /^stations\/([^/#+]+)\/acks$/.exec(topic);
  return match ? match[1]! : null;
}
/** The reference inside `stations/{reference}/commands`, or null for any other topic. */
export function referenceOfCommandsTopic(topic: string): string | null {
  const match = /^stations\/([^/#+]+)\/commands$/.exec(topic);
  return match ? match[1]! : null;
}

/** `POST /api/admin/stations/{id}/commands`. */
export const stationCommandBodySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('unlock'),
    locker: z
      .number({ error: 'operations.lockerInvalid' })
      .int({ error: 'operations.lockerInvalid' })
      .min(1, { error: 'operations.lockerInvalid' })
      .max(MAX_LOCKER, { error: 'operations.lockerInvalid' }),
    workOrderId: jsonId('operations.workOrderOtherStation').optional(),
  }),
  z.strictObject({
    type: z.literal('restart'),
    workOrderId: jsonId('operations.workOrderOtherStation').optional(),
  }),
  z.strictObject({
    type: z.literal('message'),
    text: z
      .string({ error: 'operations.messageInvalid' })
      .trim()
      .min(1, { error: 'operations.messageInvalid' })
      .max(COMMAND_MESSAGE_MAX, { error: 'operations.messageInvalid' }),
    workOrderId: jsonId('operations.workOrderOtherStation').optional(),
  }),
]);
export type StationCommandBody = z.infer<typeof stationCommandBodySchema>;

/** What a station receives on `stations/{reference}/commands` (QoS 1). */
export interface CommandMessage {
  id: string;
  type: CommandType;
  locker?: number;
  text?: string;
  /** After this instant the station must ignore the command (its answer would be ignored too). */
  expiresAt: string;
}

/** What a station answers on `stations/{reference}/acks`. */
export const commandAckSchema = z.object({
  id: z.string().min(1).max(64),
  ok: z.boolean(),
  detail: z.string().max(ACK_DETAIL_MAX).optional(),
});
export type CommandAck = z.infer<typeof commandAckSchema>;

export const staffRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

export const stationCommandSchema = z.object({
  id: z.string(),
  type: z.enum(COMMAND_TYPES),
  status: z.enum(COMMAND_STATUSES),
  locker: z.number().int().nullable(),
  text: z.string().nullable(),
  detail: z.string().nullable(),
  sentAt: z.string(),
  doneAt: z.string().nullable(),
  /** The staff member who sent it (null once their account is deleted). */
  by: staffRefSchema.nullable(),
  workOrderId: z.number().int().nullable(),
});
export type StationCommand = z.infer<typeof stationCommandSchema>;

export const commandCreatedSchema = z.object({
  id: z.string(),
  status: z.enum(COMMAND_STATUSES),
});

// --- work orders -------------------------------------------------------------------------------

/** The states, in order (issue 32): ouvert → assigné → en cours → résolu. */
export const WORK_ORDER_STATUSES = ['ouvert', 'assigné', 'en cours', 'résolu'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Why a work order exists: a visitor's urgent report, a telemetry fault alert, or staff. */
export const WORK_ORDER_CAUSES = ['urgent', 'fault', 'staff'] as const;
export type WorkOrderCause = (typeof WORK_ORDER_CAUSES)[number];

export const WORK_ORDER_PRIORITIES = ['urgente', 'haute', 'normale'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

export const WORK_ORDER_DESCRIPTION_MAX = 1000;
export const WORK_ORDER_NOTE_MAX = 2000;
export const WORK_ORDERS_PAGE_SIZE = 20;

/**
 * A status as typed in a URL or a script: accents, case, `_`/`-` for spaces and the English names
 * are accepted, the wire value is always the French word.
 */
const STATUS_ALIASES: Record<string, WorkOrderStatus> = {
  ouvert: 'ouvert',
  open: 'ouvert',
  assigne: 'assigné',
  assigned: 'assigné',
  'en cours': 'en cours',
  'in progress': 'en cours',
  resolu: 'résolu',
  resolved: 'résolu',
};
const foldStatus = (value: unknown) =>
  typeof value === 'string'
    ? (STATUS_ALIASES[
        value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[_-]+/g, ' ').trim()
      ] ?? value)
    : value;
export const workOrderStatusSchema = z.preprocess(
  foldStatus,
  z.enum(WORK_ORDER_STATUSES, { error: 'operations.statusInvalid' }),
);

const booleanQuery = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean({ error: 'operations.overdueInvalid' }),
);

/** `GET /api/admin/work-orders`: `assignee` is a staff id or `me`. */
export const workOrdersQuerySchema = z.object({
  status: workOrderStatusSchema.optional(),
  assignee: z
    .union([z.literal('me'), z.coerce.number().int().positive().max(INT32_MAX)], {
      error: 'operations.assigneeInvalid',
    })
    .optional(),
  overdue: booleanQuery.optional(),
  stationId: z.coerce
    .number({ error: 'operations.stationUnknown' })
    .int({ error: 'operations.stationUnknown' })
    .positive({ error: 'operations.stationUnknown' })
    .max(INT32_MAX, { error: 'operations.stationUnknown' })
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(WORK_ORDERS_PAGE_SIZE),
});
export type WorkOrdersQuery = z.input<typeof workOrdersQuerySchema>;

export const workOrderSchema = z.object({
  id: z.number().int(),
  stationId: z.number().int(),
  reference: z.string(),
  lieu: z.string().nullable(),
  cause: z.enum(WORK_ORDER_CAUSES),
  description: z.string(),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  status: z.enum(WORK_ORDER_STATUSES),
  deadlineAt: z.string(),
  overdue: z.boolean(),
  assignee: staffRefSchema.nullable(),
  caseNumber: z.string().nullable(),
  callbackPhone: z.string().nullable(),
  /** What the visitor's one-tap report said (urgent cause), for the screen's language. */
  urgentKind: z.enum(URGENT_KINDS).nullable(),
  locker: z.number().int().nullable(),
  /** The station's own fault code (telemetry `fault`) of a fault work order, for the screen's language. */
  faultCode: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const workOrderNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  photoUrl: z.string().nullable(),
  author: staffRefSchema.nullable(),
  createdAt: z.string(),
});
export type WorkOrderNote = z.infer<typeof workOrderNoteSchema>;

/** A staff reply to the visitor of an urgent report (shown on their follow-up page). */
export const workOrderReplySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  author: z.string().nullable(),
});

export const workOrderDetailSchema = workOrderSchema.extend({
  notes: z.array(workOrderNoteSchema),
  commands: z.array(stationCommandSchema),
  /** The replies to the visitor whose report opened it (empty for other causes). */
  replies: z.array(workOrderReplySchema),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

/** `POST /api/admin/work-orders`: staff open one by hand. */
export const workOrderCreateSchema = z.strictObject({
  stationId: jsonId('operations.stationRequired'),
  description: requiredText(WORK_ORDER_DESCRIPTION_MAX, 'operations.descriptionRequired'),
  priority: z.enum(WORK_ORDER_PRIORITIES, { error: 'operations.priorityInvalid' }).optional(),
  assigneeId: jsonId('operations.assigneeUnknown').optional(),
});
export type WorkOrderCreate = z.input<typeof workOrderCreateSchema>;

/** `PATCH /api/admin/work-orders/{id}`: any subset. */
export const workOrderPatchSchema = z.strictObject({
  status: workOrderStatusSchema.optional(),
  /** A staff id, or null to unassign. */
  assigneeId: jsonId('operations.assigneeUnknown').nullable().optional(),
  priority: z.enum(WORK_ORDER_PRIORITIES, { error: 'operations.priorityInvalid' }).optional(),
  deadlineAt: z.iso.datetime({ offset: true, error: 'operations.deadlineInvalid' }).optional(),
});
export type WorkOrderPatch = z.input<typeof workOrderPatchSchema>;

export const workOrderNoteFieldsSchema = z.object({
  text: requiredText(WORK_ORDER_NOTE_MAX, 'operations.noteRequired'),
});

/** One month of the report: how fast work orders were resolved and how many within deadline. */
export const workOrderReportRowSchema = z.object({
  month: z.string(),
  opened: z.number().int(),
  resolved: z.number().int(),
  /** Median minutes from opening to resolution, over the month's resolved work orders. */
  medianMinutesToResolve: z.number().nullable(),
  averageMinutesToResolve: z.number().nullable(),
  /** Share (0–1) of the month's resolved work orders resolved before their deadline. */
  withinDeadlineShare: z.number().nullable(),
});
export type WorkOrderReportRow = z.infer<typeof workOrderReportRowSchema>;

/** Staff a work order can be given to. */
export const assignableStaffSchema = staffRefSchema.extend({
  role: z.enum(['admin', 'technicien']),
});
