import type { AdminLoginBody, FaceChallengeResponse } from '@app/contracts/admins';
import {
  adminLoginResponseSchema,
  adminRegisterResponseSchema,
  adminSchema,
  adminUpdateResponseSchema,
  faceChallengeResponseSchema,
  verifyFaceResponseSchema,
} from '@app/contracts/admins';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getSession } from '@/lib/auth-storage';

/** The staff feature's query keys; `all` is every one of them (a passkey change refreshes them). */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  passkeys: ['admin', 'passkeys'] as const,
  staffFactors: ['admin', 'staff-factors'] as const,
};

/** GET /api/admin/me: the signed-in admin as the server has it now (its key types setQueryData). */
export const adminMeQuery = () =>
  queryOptions({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => api('/api/admin/me', { schema: adminSchema, auth: 'admin', signal }),
  });

/** POST /api/login → the admin and a token (face-check-only while ADMIN_FACE_CHECK=required). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (body: AdminLoginBody) =>
      api('/api/login', { schema: adminLoginResponseSchema, method: 'POST', body }),
  });
}

/**
 * POST /api/register (multipart). Sent with the admin token when one is signed in (creating a
 * colleague), anonymously otherwise (the server only allows that for the very first account).
 */
export function useAdminRegister() {
  return useMutation({
    mutationFn: (data: FormData) =>
      api('/api/register', {
        schema: adminRegisterResponseSchema,
        method: 'POST',
        body: data,
        auth: getSession('admin')?.scope === 'full' ? 'admin' : undefined,
      }),
  });
}

export const useAdminMe = () => useQuery(adminMeQuery());

/** PUT /api/admin/{id} (multipart) → {updatedImageName, admin}. */
export function useUpdateAdminProfile() {
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: FormData }) =>
      api(`/api/admin/${id}`, {
        schema: adminUpdateResponseSchema,
        method: 'PUT',
        body: data,
        auth: 'admin',
      }),
  });
}

/** POST /api/verify-face/challenge: the one-time head turn the next check asks for. */
export function requestFaceChallenge(): Promise<FaceChallengeResponse> {
  return api('/api/verify-face/challenge', {
    schema: faceChallengeResponseSchema,
    method: 'POST',
    auth: 'admin',
  });
}

export interface FaceCheckInput {
  challenge: string;
  /** The start pose first, then the frames taken while the head turns. */
  frames: Blob[];
  /** Own image name when known (`reference_image`); the server always uses the caller's. */
  referenceImage?: string | null;
}

/** POST /api/verify-face (multipart: challenge, image = start frame, frame = each later frame). */
export function useVerifyFace() {
  return useMutation({
    mutationFn: ({ challenge, frames, referenceImage }: FaceCheckInput) => {
      const data = new FormData();
      data.set('challenge', challenge);
      for (const [index, frame] of frames.entries()) {
        data.append(index === 0 ? 'image' : 'frame', frame, `frame-${index}.jpg`);
      }
      if (referenceImage) data.set('reference_image', referenceImage);
      return api('/api/verify-face', {
        schema: verifyFaceResponseSchema,
        method: 'POST',
        body: data,
        auth: 'admin',
      });
    },
  });
}
