import type { ClientReclamation, ClientReclamationInput } from '@app/contracts/portal';
import { clientReclamationSchema, portalNotificationSchema } from '@app/contracts/portal';
import { useQuery } from '@tanstack/react-query';
import { portalAuth, portalKeys, usePortalCreate, usePortalList } from '@/features/auth/api/portal';
import { api } from '@/lib/api-client';

/** The signed-in client's reclamations and the bell that announces their answers. */

/** Under `portalKeys.all`: a new row refreshes the lists, the figures and the bell at once. */
const clientKeys = {
  list: (page: number, q: string) => [...portalKeys.all, 'reclamations', page, q] as const,
  notifications: [...portalKeys.all, 'notifications'] as const,
};

export const useReclamations = (page: number, limit: number, q: string) =>
  usePortalList(
    clientKeys.list(page, q),
    '/api/reclamations',
    clientReclamationSchema,
    page,
    limit,
    q,
  );

export const useAddReclamation = () =>
  usePortalCreate<ClientReclamationInput, ClientReclamation>(
    '/api/reclamations',
    clientReclamationSchema,
  );

export function useNotifications() {
  return useQuery({
    queryKey: clientKeys.notifications,
    queryFn: ({ signal }) =>
      api('/api/me/notifications', {
        schema: portalNotificationSchema.array(),
        auth: portalAuth,
        signal,
      }),
    // The bell's count (issue 29): a client who comes back to the portal's tab after our team
    // answered sees it at once, not at the next minute's poll.
    refetchInterval: 60_000,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}
