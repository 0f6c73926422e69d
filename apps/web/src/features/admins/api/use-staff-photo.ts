import { useEffect, useState } from 'react';
import { apiBlob } from '@/lib/api-client';
import { useSession } from '@/lib/auth-storage';

/**
 * A staff member's photo as an object URL. Staff photos are private (the face check's reference):
 * the server serves them only with a full admin token, which an `<img src>` cannot send, so the
 * photo is fetched with the token. `failed` when there is no photo, no full session or the fetch
 * failed; the caller then shows its default avatar.
 */
export function useStaffPhoto(name: string | null | undefined): {
  src: string | undefined;
  failed: boolean;
} {
  const session = useSession('admin');
  const canFetch = Boolean(name) && session?.scope === 'full';
  const [state, setState] = useState<{ name?: string; src?: string; failed: boolean }>({
    failed: false,
  });

  useEffect(() => {
    if (!name || !canFetch) return;
    const controller = new AbortController();
    let created: string | undefined;
    apiBlob(`/uploads/${encodeURIComponent(name)}`, { auth: 'admin', signal: controller.signal })
      .then(({ blob }) => {
        created = URL.createObjectURL(blob);
        setState({ name, src: created, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ name, failed: true });
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [name, canFetch]);

  if (!name || !canFetch) return { src: undefined, failed: true };
  // Until the photo of the current name has arrived, nothing is shown (no stale photo).
  if (state.name !== name) return { src: undefined, failed: false };
  return { src: state.src, failed: state.failed };
}
