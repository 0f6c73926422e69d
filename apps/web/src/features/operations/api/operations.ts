import type {
  StationCommand,
  StationCommandBody,
  WorkOrderCreate,
  WorkOrderDetail,
  WorkOrderPatch,
  WorkOrderStatus,
} from '@app/contracts/operations';
import {
  assignableStaffSchema,
  commandCreatedSchema,
  stationCommandSchema,
  workOrderDetailSchema,
  workOrderReportRowSchema,
  workOrderSchema,
} from '@app/contracts/operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from '@/lib/api-client';

/** Field operations (issue 32): remote commands and work orders, for admins and technicians. */

const operationsKeys = {
  all: ['operations'] as const,
  commands: (stationId: number) => ['operations', 'commands', stationId] as const,
  workOrders: () => ['operations', 'work-orders'] as const,
  workOrdersPage: (filters: WorkOrderFilters) => ['operations', 'work-orders', filters] as const,
  workOrder: (id: number) => ['operations', 'work-orders', 'detail', id] as const,
  staff: ['operations', 'staff'] as const,
  report: (months: number) => ['operations', 'report', months] as const,
};

/** While a command waits for its answer the list is polled every 2 s (the timeout is 30 s). */
const pollWhileSent = (commands: readonly StationCommand[] | undefined) =>
  commands?.some((command) => command.status === 'sent') ? 2000 : false;

export function useStationCommands(stationId: number) {
  return useQuery({
    queryKey: operationsKeys.commands(stationId),
    queryFn: ({ signal }) =>
      api(`/api/admin/stations/${stationId}/commands`, {
        schema: stationCommandSchema.array(),
        auth: 'admin',
        query: { limit: 20 },
        signal,
      }),
    refetchInterval: (query) => pollWhileSent(query.state.data),
    enabled: Number.isInteger(stationId) && stationId > 0,
  });
}

export function useSendCommand(stationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StationCommandBody) =>
      api(`/api/admin/stations/${stationId}/commands`, {
        schema: commandCreatedSchema,
        method: 'POST',
        auth: 'admin',
        body,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: operationsKeys.commands(stationId) });
      void queryClient.invalidateQueries({ queryKey: operationsKeys.workOrders() });
    },
  });
}

export interface WorkOrderFilters {
  status: WorkOrderStatus | '';
  mine: boolean;
  overdue: boolean;
  page: number;
}

export function useWorkOrders(filters: WorkOrderFilters, limit: number) {
  return useQuery({
    queryKey: operationsKeys.workOrdersPage(filters),
    queryFn: ({ signal }) =>
      apiList('/api/admin/work-orders', {
        schema: workOrderSchema,
        auth: 'admin',
        query: {
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.mine ? { assignee: 'me' } : {}),
          ...(filters.overdue ? { overdue: 'true' } : {}),
          page: filters.page,
          limit,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // A new urgent report must show up without a reload.
    refetchInterval: 15_000,
  });
}

export function useWorkOrder(id: number | null) {
  return useQuery({
    queryKey: operationsKeys.workOrder(id ?? 0),
    queryFn: ({ signal }) =>
      api(`/api/admin/work-orders/${id}`, { schema: workOrderDetailSchema, auth: 'admin', signal }),
    enabled: id !== null,
    refetchInterval: (query) => pollWhileSent(query.state.data?.commands) || 15_000,
  });
}

function useWorkOrderMutation<Input>(run: (input: Input) => Promise<WorkOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (detail) => {
      queryClient.setQueryData(operationsKeys.workOrder(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: operationsKeys.workOrders() });
    },
  });
}

export const usePatchWorkOrder = (id: number) =>
  useWorkOrderMutation((patch: WorkOrderPatch) =>
    api(`/api/admin/work-orders/${id}`, {
      schema: workOrderDetailSchema,
      method: 'PATCH',
      auth: 'admin',
      body: patch,
    }),
  );

export const useAddWorkOrderNote = (id: number) =>
  useWorkOrderMutation((form: FormData) =>
    api(`/api/admin/work-orders/${id}/notes`, {
      schema: workOrderDetailSchema,
      method: 'POST',
      auth: 'admin',
      body: form,
    }),
  );

/** A reply to the visitor of the work order's urgent report (their follow-up page shows it). */
export const useReplyToVisitor = (id: number) =>
  useWorkOrderMutation((text: string) =>
    api(`/api/admin/work-orders/${id}/replies`, {
      schema: workOrderDetailSchema,
      method: 'POST',
      auth: 'admin',
      body: { text },
    }),
  );

export const useCreateWorkOrder = () =>
  useWorkOrderMutation((body: WorkOrderCreate) =>
    api('/api/admin/work-orders', {
      schema: workOrderDetailSchema,
      method: 'POST',
      auth: 'admin',
      body,
    }),
  );

export function useAssignableStaff() {
  return useQuery({
    queryKey: operationsKeys.staff,
    queryFn: ({ signal }) =>
      api('/api/admin/work-orders/staff', {
        schema: assignableStaffSchema.array(),
        auth: 'admin',
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useWorkOrderReport(months: number) {
  return useQuery({
    queryKey: operationsKeys.report(months),
    queryFn: ({ signal }) =>
      api('/api/admin/work-orders/report', {
        schema: workOrderReportRowSchema.array(),
        auth: 'admin',
        query: { months },
        signal,
      }),
  });
}
