import type { SiteContent } from '@app/contracts/site';
import {
  adminSiteSchema,
  siteLogoResultSchema,
  sitePublishResultSchema,
  siteVersionSchema,
} from '@app/contracts/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/features/site/api/site-content';
import { api, apiList } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';

/** The company's site content as staff edit it: draft, publication, versions (admin token). */

export function useAdminSite() {
  return useQuery({
    queryKey: siteKeys.draft,
    queryFn: ({ signal }) =>
      api('/api/admin/site', { schema: adminSiteSchema, auth: 'admin', signal }),
  });
}

export function useSiteVersions() {
  return useQuery({
    queryKey: siteKeys.versions,
    queryFn: ({ signal }) =>
      apiList('/api/admin/site/versions', { schema: siteVersionSchema, auth: 'admin', signal }),
  });
}

/** After a publication: the draft's state, the versions and every page's published content. */
const useInvalidateSite = () => useInvalidate(siteKeys.draft, siteKeys.published);

export function useSaveSiteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SiteContent) =>
      api('/api/admin/site', {
        schema: adminSiteSchema,
        method: 'PUT',
        auth: 'admin',
        body: content,
      }),
    onSuccess: (saved) => queryClient.setQueryData(siteKeys.draft, saved),
  });
}

export function usePublishSite() {
  const invalidate = useInvalidateSite();
  return useMutation({
    mutationFn: () =>
      api('/api/admin/site/publish', {
        schema: sitePublishResultSchema,
        method: 'POST',
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}

export function useRestoreSiteVersion() {
  const invalidate = useInvalidateSite();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/admin/site/versions/${id}/restore`, {
        schema: sitePublishResultSchema,
        method: 'POST',
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}

/** Stores a partner logo (re-encoded by the server); the answer names it under /uploads/. */
export function uploadSiteLogo(file: File): Promise<{ logo: string }> {
  const form = new FormData();
  form.append('logo', file);
  return api('/api/admin/site/logos', {
    schema: siteLogoResultSchema,
    method: 'POST',
    auth: 'admin',
    body: form,
  });
}
