import type { ClientStatus, UpdateUserInput } from '@app/contracts/users';
import { adminUserSchema, bulkResultSchema } from '@app/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { type ListParams, listKeys, useAdminList } from '@/lib/admin-list';
import { api } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';

export function useUsers(status: ClientStatus, params: ListParams) {
  return useAdminList(listKeys.users, '/api/users', adminUserSchema, { ...params, status });
}

/** Every client action changes who is counted on the dashboard and listed in the forms. */
const useInvalidateUsers = () => useInvalidate(listKeys.users, listKeys.stats);

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

/** The actions answered with no body (204); restoring answers the restored client. */
const NO_CONTENT_REQUEST: Record<
  Exclude<UserAction, 'restore'>,
  (id: number) => [string, 'DELETE' | 'POST']
> = {
  trash: (id) => [`/api/users/${id}`, 'DELETE'],
  archive: (id) => [`/api/users/${id}/archive`, 'POST'],
  purge: (id) => [`/api/users/${id}/permanent`, 'DELETE'],
};

export function useUserAction(action: UserAction) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      if (action === 'restore') {
        await api(`/api/users/${id}/restore`, {
          schema: adminUserSchema,
          method: 'POST',
          auth: 'admin',
        });
        return;
      }
      const [path, method] = NO_CONTENT_REQUEST[action](id);
      await api<void>(path, { method, auth: 'admin' });
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
