import type { SigninBody, SignupBody } from '@app/contracts/auth';
import { meResponseSchema, signinResponseSchema, signupResponseSchema } from '@app/contracts/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { portalAuth, portalKeys } from '@/features/auth/api/portal';
import { api } from '@/lib/api-client';

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SigninBody) =>
      api('/api/signin', { schema: signinResponseSchema, method: 'POST', body }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignupBody) =>
      api('/api/signup', { schema: signupResponseSchema, method: 'POST', body }),
  });
}

/** The signed-in client, loaded once per dashboard visit (never twice). */
export function useMe() {
  return useQuery({
    queryKey: portalKeys.me,
    queryFn: async ({ signal }) =>
      (await api('/api/me', { schema: meResponseSchema, auth: portalAuth, signal })).user,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSignOut() {
  return useMutation({
    mutationFn: () => api<void>('/api/signout', { method: 'POST', auth: portalAuth }),
  });
}
