import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiFetch } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/auth-storage';

/**
 * Sign-out for the back-office (header avatar menu): revokes the token on the server (a
 * token left valid is a defect), then clears the stored token and admin record, drops cached
 * admin data and goes to /admin-login. The local sign-out happens even when the server cannot be
 * reached, so the button always does what it says.
 */
export function useAdminSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      if (getToken('admin')) await apiFetch('/api/logout', { method: 'POST', auth: 'admin' });
    } catch {
      // Expired or already revoked token, or server unreachable: still sign out locally.
    } finally {
      clearToken('admin');
      queryClient.clear();
      setPending(false);
      navigate(paths.adminLogin, { replace: true });
    }
  }, [navigate, queryClient]);

  return { signOut, pending };
}
