import type { AdminStats } from '@app/contracts/dashboard';
import type { SiteConfig } from '@app/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listKeys } from './lists';

export function useAdminStats() {
  return useQuery({
    queryKey: listKeys.stats,
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { auth: 'admin', signal }),
  });
}

/** Map tiles (URL template and attribution) from the server's runtime configuration. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => api<SiteConfig>('/api/site-config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
