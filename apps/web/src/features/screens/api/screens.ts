import type { LivePlaylist, ScreenPairing, ScreenSummary } from '@app/contracts/screens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Station screens in the back-office (admin token on every call). */

const screensKey = ['screens'] as const;

export type Pairing = ScreenPairing & { qr: { size: number; path: string } };

export function useScreens() {
  return useQuery({
    queryKey: [...screensKey, 'list'],
    queryFn: ({ signal }) => api<ScreenSummary[]>('/api/admin/screens', { auth: 'admin', signal }),
    refetchInterval: 30_000,
  });
}

export function useLivePlaylist(stationId: number | null) {
  return useQuery({
    queryKey: [...screensKey, 'playlist', stationId],
    queryFn: ({ signal }) =>
      api<LivePlaylist>(`/api/admin/stations/${stationId}/screen/playlist`, {
        auth: 'admin',
        signal,
      }),
    enabled: stationId !== null,
    refetchInterval: 60_000,
  });
}

export function usePairScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stationId: number) =>
      api<Pairing>(`/api/admin/stations/${stationId}/screen`, { method: 'POST', auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey }),
  });
}

export function useUnpairScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stationId: number) =>
      api<void>(`/api/admin/stations/${stationId}/screen`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey }),
  });
}
