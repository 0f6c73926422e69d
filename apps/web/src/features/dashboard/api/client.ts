import { portalSummarySchema } from '@app/contracts/portal';
import { useQuery } from '@tanstack/react-query';
import { portalAuth, portalKeys } from '@/features/auth/api/portal';
import { api } from '@/lib/api-client';

/** The client dashboard's figures. */
export function useSummary() {
  return useQuery({
    queryKey: [...portalKeys.all, 'summary'],
    queryFn: ({ signal }) =>
      api('/api/me/dashboard', { schema: portalSummarySchema, auth: portalAuth, signal }),
  });
}
