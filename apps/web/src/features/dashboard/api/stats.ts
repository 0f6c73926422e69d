import type { AdminStats } from '@app/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listKeys } from './lists';

export function useAdminStats() {
  return useQuery({
    queryKey: listKeys.stats,
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { auth: 'admin', signal }),
  });
}
