import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentAdmin } from '@/features/admins/admin/use-current-admin';
import { useSession } from '@/lib/auth-storage';
import type { RedirectState } from '@/lib/redirect-state';

function useFrom(): RedirectState {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Signed-in client only; otherwise /authentification. Renders children or the nested routes. */
export function RequireClient({ children }: { children?: ReactNode }) {
  const session = useSession('client');
  const state = useFrom();
  if (!session) return <Navigate to={paths.auth} replace state={state} />;
  return children ?? <Outlet />;
}

export interface RequireAdminProps {
  children?: ReactNode;
  /**
   * Also admit an admin token whose scope is 'face' (password checked, face check pending):
   * only the face verification screen sets this.
   */
  allowFaceScope?: boolean;
}

/**
 * Admin only. No (valid) admin token → /admin-login. A 'face'-scope token may only reach the face
 * verification screen and is sent there from everywhere else.
 */
export function RequireAdmin({ children, allowFaceScope = false }: RequireAdminProps) {
  const session = useSession('admin');
  const state = useFrom();
  if (!session) return <Navigate to={paths.adminLogin} replace state={state} />;
  if (session.scope === 'face' && !allowFaceScope) {
    return <Navigate to={paths.faceVerification} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/** The bare /admin route: the back-office when an admin is signed in, else the admin login. */
export function AdminEntry() {
  const session = useSession('admin');
  return <Navigate to={session ? paths.backoffice : paths.adminLogin} replace />;
}

/**
 * The admin role's pages (issue 32): a technician is sent to the back-office, where they see their
 * work orders. The server refuses these pages' data to technicians anyway.
 */
export function RequireAdminRole({ children }: { children?: ReactNode }) {
  const admin = useCurrentAdmin();
  if (admin?.role === 'technicien') return <Navigate to={paths.backoffice} replace />;
  return children ?? <Outlet />;
}
