import type { AdminStats } from '@app/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { listKeys } from '@/lib/admin-list';
import { api } from '@/lib/api-client';

export function useAdminStats() {
  return useQuery({
    queryKey: listKeys.stats,
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { auth: 'admin', signal }),
  });
}
