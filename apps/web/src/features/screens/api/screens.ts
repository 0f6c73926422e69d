import type { ScreenPairingResponse } from '@app/contracts/screens';
import {
  livePlaylistSchema,
  screenPairingResponseSchema,
  screenSummarySchema,
} from '@app/contracts/screens';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';

/** Station screens in the back-office (admin token on every call). */

/** The feature's query keys; `all` is the prefix a write invalidates. */
const screensKeys = {
  all: ['screens'] as const,
  list: ['screens', 'list'] as const,
  playlist: (stationId: number | null) => ['screens', 'playlist', stationId] as const,
};

export type Pairing = ScreenPairingResponse;

export function useScreens() {
  return useQuery({
    queryKey: screensKeys.list,
    queryFn: ({ signal }) =>
      api('/api/admin/screens', { schema: screenSummarySchema.array(), auth: 'admin', signal }),
    refetchInterval: 30_000,
  });
}

export function useLivePlaylist(stationId: number | null) {
  return useQuery({
    queryKey: screensKeys.playlist(stationId),
    queryFn: ({ signal }) =>
      api(`/api/admin/stations/${stationId}/screen/playlist`, {
        schema: livePlaylistSchema,
        auth: 'admin',
        signal,
      }),
    enabled: stationId !== null,
    refetchInterval: 60_000,
  });
}

export function usePairScreen() {
  const invalidate = useInvalidate(screensKeys.all);
  return useMutation({
    mutationFn: (stationId: number) =>
      api(`/api/admin/stations/${stationId}/screen`, {
        schema: screenPairingResponseSchema,
        method: 'POST',
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}

export function useUnpairScreen() {
  const invalidate = useInvalidate(screensKeys.all);
  return useMutation({
    mutationFn: (stationId: number) =>
      api<void>(`/api/admin/stations/${stationId}/screen`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: invalidate,
  });
}
