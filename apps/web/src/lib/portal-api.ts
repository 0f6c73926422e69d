import type { MeResponse, Settings } from '@app/contracts/auth';
import type {
  ClientEspace,
  ClientEspaceInput,
  ClientReclamation,
  ClientReclamationInput,
  ClientStation,
  ClientStationInput,
  PortalNotification,
  PortalSummary,
} from '@app/contracts/portal';
import type { ClientStationRow } from '@app/contracts/telemetry';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from './api-client';

/** TanStack Query hooks of the client dashboard; every call carries the client token. */

const auth = 'client' as const;

const portalKeys = {
  all: ['portal'] as const,
  me: ['portal', 'me'] as const,
  settings: ['portal', 'settings'] as const,
  stations: (page: number, q: string) => ['portal', 'stations', page, q] as const,
  espaces: (page: number, q: string, limit: number) =>
    ['portal', 'espaces', page, q, limit] as const,
  reclamations: (page: number, q: string) => ['portal', 'reclamations', page, q] as const,
  summary: ['portal', 'summary'] as const,
  notifications: ['portal', 'notifications'] as const,
};

/** Loaded once per dashboard visit (the spec's double call is a defect). */
export function useMe() {
  return useQuery({
    queryKey: portalKeys.me,
    queryFn: async ({ signal }) => (await api<MeResponse>('/api/me', { auth, signal })).user,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSettings() {
  return useQuery({
    queryKey: portalKeys.settings,
    queryFn: ({ signal }) => api<Settings>('/api/me/settings', { auth, signal }),
  });
}

export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Settings>) =>
      api<Settings>('/api/me/settings', { method: 'PUT', body: patch, auth }),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: portalKeys.settings });
      const previous = client.getQueryData<Settings>(portalKeys.settings);
      if (previous) client.setQueryData(portalKeys.settings, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) client.setQueryData(portalKeys.settings, context.previous);
    },
    onSuccess: (saved) => client.setQueryData(portalKeys.settings, saved),
  });
}

function useList<T>(key: readonly unknown[], path: string, page: number, limit: number, q: string) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiList<T>(path, { auth, signal, query: { page, limit, q } }),
    placeholderData: keepPreviousData,
  });
}

export const useStations = (page: number, limit: number, q: string) =>
  useList<ClientStationRow>(portalKeys.stations(page, q), '/api/stations', page, limit, q);
export const useEspaces = (page: number, limit: number, q: string) =>
  useList<ClientEspace>(portalKeys.espaces(page, q, limit), '/api/espaces', page, limit, q);
export const useReclamations = (page: number, limit: number, q: string) =>
  useList<ClientReclamation>(portalKeys.reclamations(page, q), '/api/reclamations', page, limit, q);

function useCreate<Input, Output>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Input) => api<Output>(path, { method: 'POST', body, auth }),
    // Lists, dashboard figures and the bell all depend on the new row.
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.all }),
  });
}

export const useAddStation = () => useCreate<ClientStationInput, ClientStation>('/api/stations');
export const useAddEspace = () => useCreate<ClientEspaceInput, ClientEspace>('/api/espaces');
export const useAddReclamation = () =>
  useCreate<ClientReclamationInput, ClientReclamation>('/api/reclamations');

export function useSummary() {
  return useQuery({
    queryKey: portalKeys.summary,
    queryFn: ({ signal }) => api<PortalSummary>('/api/me/dashboard', { auth, signal }),
  });
}

export function useNotifications() {
  return useQuery({
    queryKey: portalKeys.notifications,
    queryFn: ({ signal }) => api<PortalNotification[]>('/api/me/notifications', { auth, signal }),
    refetchInterval: 60_000,
  });
}

export function useSignOut() {
  return useMutation({
    mutationFn: () => api<void>('/api/signout', { method: 'POST', auth }),
  });
}
