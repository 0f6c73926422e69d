import { siteConfigSchema } from '@app/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The server's public runtime configuration (map tiles, public URL). It changes only when the
 * server restarts. The brand name comes from the published site content (`useBrandName` in
 * ./site-content).
 */
export function useSiteConfig(enabled = true) {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => api('/api/site-config', { schema: siteConfigSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
