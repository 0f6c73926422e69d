import type { ClientStatus, UpdateUserInput } from '@app/contracts/users';
import { adminUserSchema, bulkResultSchema } from '@app/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ListParams, listKeys, useAdminList } from '@/lib/admin-list';
import { api } from '@/lib/api-client';

export function useUsers(status: ClientStatus, params: ListParams) {
  return useAdminList(listKeys.users, '/api/users', adminUserSchema, { ...params, status });
}

/** Every client action changes who is counted on the dashboard and listed in the forms. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKeys.users }),
      queryClient.invalidateQueries({ queryKey: listKeys.stats }),
    ]);
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: UpdateUserInput }) =>
      api(`/api/users/${id}`, {
        schema: adminUserSchema,
        method: 'PUT',
        body: values,
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}

type UserAction = 'trash' | 'archive' | 'restore' | 'purge';

const ACTION_REQUEST: Record<UserAction, (id: number) => [string, 'DELETE' | 'POST']> = {
  trash: (id) => [`/api/users/${id}`, 'DELETE'],
  archive: (id) => [`/api/users/${id}/archive`, 'POST'],
  restore: (id) => [`/api/users/${id}/restore`, 'POST'],
  purge: (id) => [`/api/users/${id}/permanent`, 'DELETE'],
};

export function useUserAction(action: UserAction) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => {
      const [path, method] = ACTION_REQUEST[action](id);
      return api(path, { method, auth: 'admin' });
    },
    onSuccess: invalidate,
  });
}

export function useBulkDeleteUsers() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api('/api/users/bulk-delete', {
        schema: bulkResultSchema,
        method: 'POST',
        body: { ids },
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}
