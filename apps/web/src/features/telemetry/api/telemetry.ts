import type {
  ClientUsage,
  Fleet,
  FleetFilter,
  StationAlert,
  StationCredentials,
  StationTelemetryDetail,
} from '@app/contracts/telemetry';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const telemetryKeys = {
  all: ['telemetry'] as const,
  fleet: (filter: FleetFilter) => ['telemetry', 'fleet', filter] as const,
  alerts: ['telemetry', 'alerts'] as const,
  station: (scope: 'admin' | 'client', id: number) => ['telemetry', 'station', scope, id] as const,
  usage: ['telemetry', 'usage'] as const,
};

export const useFleet = (filter: FleetFilter) =>
  useQuery({
    queryKey: telemetryKeys.fleet(filter),
    queryFn: ({ signal }) =>
      api<Fleet>('/api/admin/fleet', { query: { filter }, auth: 'admin', signal }),
    placeholderData: keepPreviousData,
  });

export const useOpenAlerts = () =>
  useQuery({
    queryKey: telemetryKeys.alerts,
    queryFn: ({ signal }) =>
      api<StationAlert[]>('/api/admin/alerts', {
        query: { open: 'true', limit: 50 },
        auth: 'admin',
        signal,
      }),
  });

export const useStationTelemetry = (scope: 'admin' | 'client', id: number) =>
  useQuery({
    queryKey: telemetryKeys.station(scope, id),
    queryFn: ({ signal }) =>
      api<StationTelemetryDetail>(
        scope === 'admin' ? `/api/admin/stations/${id}/telemetry` : `/api/stations/${id}/telemetry`,
        { auth: scope, signal },
      ),
  });

export const useUsage = () =>
  useQuery({
    queryKey: telemetryKeys.usage,
    queryFn: ({ signal }) => api<ClientUsage>('/api/me/usage', { auth: 'client', signal }),
  });

export const useIssueCredentials = () =>
  useMutation({
    mutationFn: (stationId: number) =>
      api<StationCredentials>(`/api/admin/stations/${stationId}/credentials`, {
        method: 'POST',
        auth: 'admin',
      }),
  });
