import { adminStatsSchema } from '@app/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { listKeys } from '@/lib/admin-list';
import { api } from '@/lib/api-client';

export function useAdminStats() {
  return useQuery({
    queryKey: listKeys.stats,
    queryFn: ({ signal }) =>
      api('/api/admin/stats', { schema: adminStatsSchema, auth: 'admin', signal }),
  });
}
