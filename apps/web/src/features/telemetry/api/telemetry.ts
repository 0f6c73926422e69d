import {
  clientUsageSchema,
  type FleetFilter,
  fleetSchema,
  stationAlertSchema,
  stationCredentialsSchema,
  stationTelemetryDetailSchema,
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
      api('/api/admin/fleet', { query: { filter }, auth: 'admin', signal, schema: fleetSchema }),
    placeholderData: keepPreviousData,
  });

export const useOpenAlerts = () =>
  useQuery({
    queryKey: telemetryKeys.alerts,
    queryFn: ({ signal }) =>
      api('/api/admin/alerts', {
        query: { open: 'true', limit: 50 },
        auth: 'admin',
        signal,
        schema: stationAlertSchema.array(),
      }),
  });

export const useStationTelemetry = (scope: 'admin' | 'client', id: number) =>
  useQuery({
    queryKey: telemetryKeys.station(scope, id),
    queryFn: ({ signal }) =>
      api(
        scope === 'admin' ? `/api/admin/stations/${id}/telemetry` : `/api/stations/${id}/telemetry`,
        { auth: scope, signal, schema: stationTelemetryDetailSchema },
      ),
  });

export const useUsage = () =>
  useQuery({
    queryKey: telemetryKeys.usage,
    queryFn: ({ signal }) =>
      api('/api/me/usage', { auth: 'client', signal, schema: clientUsageSchema }),
  });

export const useIssueCredentials = () =>
  useMutation({
    mutationFn: (stationId: number) =>
      api(`/api/admin/stations/${stationId}/credentials`, {
        method: 'POST',
        auth: 'admin',
        schema: stationCredentialsSchema,
      }),
  });
