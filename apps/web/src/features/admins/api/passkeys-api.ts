import type { Admin, StaffRole } from '@app/contracts/admins';
import type {
  Passkey,
  PasskeyLoginResponse,
  PasskeyOptionsResponse,
  StaffFactors,
} from '@app/contracts/passkeys';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-api';

/** GET /api/admin/passkeys: the signed-in admin's own passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: adminKeys.passkeys,
    queryFn: ({ signal }) => api<Passkey[]>('/api/admin/passkeys', { auth: 'admin', signal }),
  });
}

/** Options from the server → the browser's authenticator → POST /api/admin/passkeys. */
export function useEnrolPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { challengeId, options } = await api<PasskeyOptionsResponse>(
        '/api/admin/passkeys/options',
        { method: 'POST', auth: 'admin' },
      );
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return api<Passkey>('/api/admin/passkeys', {
        method: 'POST',
        auth: 'admin',
        body: { challengeId, name, response },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** DELETE /api/admin/passkeys/{id}. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/admin/passkeys/${id}`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Finishes a pending login with a passkey: options → authenticator → the full token. */
export function usePasskeyLogin() {
  return useMutation({
    mutationFn: async () => {
      const { challengeId, options } = await api<PasskeyOptionsResponse>(
        '/api/passkey-login/options',
        { method: 'POST', auth: 'admin' },
      );
      const response = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      return api<PasskeyLoginResponse>('/api/passkey-login/verify', {
        method: 'POST',
        auth: 'admin',
        body: { challengeId, response },
      });
    },
  });
}

/** GET /api/admin/staff-factors: every staff account's face reference and passkeys. */
export function useStaffFactors() {
  return useQuery({
    queryKey: adminKeys.staffFactors,
    queryFn: ({ signal }) =>
      api<StaffFactors[]>('/api/admin/staff-factors', { auth: 'admin', signal }),
  });
}

/** POST /api/admin/staff-factors/{id}/reset. */
export function useResetFactors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; passkeys: boolean; face: boolean }) =>
      api<void>(`/api/admin/staff-factors/${id}/reset`, {
        method: 'POST',
        auth: 'admin',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staffFactors }),
  });
}

/** PUT /api/admin/staff/{id}/role: admin or technicien; the account is signed out. */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) =>
      api<Admin>(`/api/admin/staff/${id}/role`, { method: 'PUT', auth: 'admin', body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staffFactors }),
  });
}
