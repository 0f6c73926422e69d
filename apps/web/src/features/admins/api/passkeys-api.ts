import type { StaffRole } from '@app/contracts/admins';
import { adminSchema } from '@app/contracts/admins';
import {
  passkeyLoginResponseSchema,
  passkeyOptionsResponseSchema,
  passkeySchema,
  staffFactorsSchema,
} from '@app/contracts/passkeys';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type ResponseSchema } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';
import { adminKeys } from './admin-api';

/** GET /api/admin/passkeys: the signed-in admin's own passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: adminKeys.passkeys,
    queryFn: ({ signal }) =>
      api('/api/admin/passkeys', { schema: passkeySchema.array(), auth: 'admin', signal }),
  });
}

/**
 * A passkey ceremony: the server's options (POST `optionsPath`), the browser's authenticator
 * (`startRegistration` or `startAuthentication`), then its answer posted to `answerPath` with the
 * challenge's id and `body`.
 */
async function passkeyCeremony<Options, Answer, Result>(
  optionsPath: string,
  authenticator: (args: { optionsJSON: Options }) => Promise<Answer>,
  answerPath: string,
  schema: ResponseSchema<Result>,
  body: Record<string, unknown> = {},
) {
  const { challengeId, options } = await api(optionsPath, {
    schema: passkeyOptionsResponseSchema,
    method: 'POST',
    auth: 'admin',
  });
  const response = await authenticator({ optionsJSON: options as unknown as Options });
  return api(answerPath, {
    schema,
    method: 'POST',
    auth: 'admin',
    body: { challengeId, ...body, response },
  });
}

/** Options from the server → the browser's authenticator → POST /api/admin/passkeys. */
export function useEnrolPasskey() {
  const invalidate = useInvalidate(adminKeys.all);
  return useMutation({
    mutationFn: (name: string) =>
      passkeyCeremony(
        '/api/admin/passkeys/options',
        startRegistration,
        '/api/admin/passkeys',
        passkeySchema,
        { name },
      ),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/passkeys/{id}. */
export function useRemovePasskey() {
  const invalidate = useInvalidate(adminKeys.all);
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/admin/passkeys/${id}`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: invalidate,
  });
}

/** Finishes a pending login with a passkey: options → authenticator → the full token. */
export function usePasskeyLogin() {
  return useMutation({
    mutationFn: () =>
      passkeyCeremony(
        '/api/passkey-login/options',
        startAuthentication,
        '/api/passkey-login/verify',
        passkeyLoginResponseSchema,
      ),
  });
}

/** GET /api/admin/staff-factors: every staff account's face reference and passkeys. */
export function useStaffFactors() {
  return useQuery({
    queryKey: adminKeys.staffFactors,
    queryFn: ({ signal }) =>
      api('/api/admin/staff-factors', {
        schema: staffFactorsSchema.array(),
        auth: 'admin',
        signal,
      }),
  });
}

/** POST /api/admin/staff-factors/{id}/reset. */
export function useResetFactors() {
  const invalidate = useInvalidate(adminKeys.staffFactors);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; passkeys: boolean; face: boolean }) =>
      api<void>(`/api/admin/staff-factors/${id}/reset`, {
        method: 'POST',
        auth: 'admin',
        body,
      }),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/staff/{id}/role: admin or technicien; the account is signed out. */
export function useSetStaffRole() {
  const invalidate = useInvalidate(adminKeys.staffFactors);
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) =>
      api(`/api/admin/staff/${id}/role`, {
        schema: adminSchema,
        method: 'PUT',
        auth: 'admin',
        body: { role },
      }),
    onSuccess: invalidate,
  });
}
