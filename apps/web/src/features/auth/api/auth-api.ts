import type { SigninBody, SignupBody } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SigninBody) =>
      api<{ token: string }>('/api/signin', { method: 'POST', body }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignupBody) =>
      api<{ id: number; email: string }>('/api/signup', { method: 'POST', body }),
  });
}
