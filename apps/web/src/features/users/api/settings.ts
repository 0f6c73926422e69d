import type { Settings } from '@app/contracts/auth';
import { settingsSchema } from '@app/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalAuth, portalKeys } from '@/features/auth/api/portal';
import { api } from '@/lib/api-client';

/** The signed-in client's own settings (client dashboard), saved optimistically. */

const settingsKey = [...portalKeys.all, 'settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      api('/api/me/settings', { schema: settingsSchema, auth: portalAuth, signal }),
  });
}

export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Settings>) =>
      api('/api/me/settings', {
        schema: settingsSchema,
        method: 'PUT',
        body: patch,
        auth: portalAuth,
      }),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: settingsKey });
      const previous = client.getQueryData<Settings>(settingsKey);
      if (previous) client.setQueryData(settingsKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) client.setQueryData(settingsKey, context.previous);
    },
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}
