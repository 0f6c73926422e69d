import type { EmailChange, Me, ProfileUpdate } from '@app/contracts/auth';
import { meResponseSchema } from '@app/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalAuth, portalKeys } from '@/features/auth/api/portal';
import { api } from '@/lib/api-client';

/** The signed-in client's own profile and e-mail (client dashboard, Profile section). */

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      api('/api/me', { schema: meResponseSchema, method: 'PUT', body, auth: portalAuth }),
    onSuccess: ({ user }) => client.setQueryData<Me>(portalKeys.me, user),
  });
}

/** Mails a confirmation link to the new address; the account keeps its e-mail until then. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: EmailChange) =>
      api<void>('/api/me/email', { method: 'POST', body, auth: portalAuth }),
  });
}
