import { Suspense, useEffect } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import { AdminEntry, RequireAdmin, RequireAdminRole, RequireClient } from './guards';
import { type LazyPage, LazyPageView, lazyPage } from './lazy-page';
import { PageLoader } from './PageLoader';
import { type PageTitleKey, usePageTitle } from './page-title';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

// Every page is its own chunk: the landing bundle carries only the shell.
const LandingPage = lazyPage(() => import('./landing/LandingPage'), 'LandingPage');

/**
 * The translations the landing page renders before any interaction: the public site's texts, the
 * footer's newsletter form (`sales`) and the chat button (`chat`).
 */
export const LANDING_NAMESPACES = ['site', 'sales', 'chat'] as const;

/**
 * Everything the prerendered landing page renders with (its chunk, its translations), so that
 * hydration adopts the server's HTML instead of suspending.
 */
export async function preloadLandingPage(): Promise<void> {
  await Promise.all([LandingPage.preload(), loadNamespaces(LANDING_NAMESPACES)]);
}

const AuthPage = lazyPage(() => import('@/features/auth/client/AuthPage'), 'AuthPage');
const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/client/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/client/ResetPasswordPage'),
  'ResetPasswordPage',
);
const ConfirmEmailPage = lazyPage(
  () => import('@/features/auth/client/ConfirmEmailPage'),
  'ConfirmEmailPage',
);
const AdminForgotPasswordPage = lazyPage(
  () => import('@/features/admins/admin/AdminForgotPasswordPage'),
  'AdminForgotPasswordPage',
);
const AdminResetPasswordPage = lazyPage(
  () => import('@/features/admins/admin/AdminResetPasswordPage'),
  'AdminResetPasswordPage',
);
const ClientDashboardPage = lazyPage(
  () => import('./client-portal/ClientDashboardPage'),
  'ClientDashboardPage',
);
const AdminLoginPage = lazyPage(
  () => import('@/features/admins/admin/AdminLoginPage'),
  'AdminLoginPage',
);
const AdminRegisterPage = lazyPage(
  () => import('@/features/admins/admin/AdminRegisterPage'),
  'AdminRegisterPage',
);
const AdminProfilePage = lazyPage(
  () => import('@/features/admins/admin/AdminProfilePage'),
  'AdminProfilePage',
);
const FaceVerificationPage = lazyPage(
  () => import('@/features/admins/admin/FaceVerificationPage'),
  'FaceVerificationPage',
);
const BackofficePage = lazyPage(() => import('./backoffice/BackofficePage'), 'BackofficePage');
const UsersListPage = lazyPage(
  () => import('@/features/users/admin/UsersListPage'),
  'UsersListPage',
);
const EspacesPage = lazyPage(() => import('@/features/espaces/admin/EspacesPage'), 'EspacesPage');
const StationsPage = lazyPage(
  () => import('@/features/stations/admin/StationsPage'),
  'StationsPage',
);
const BackofficeFleetPage = lazyPage(
  () => import('./backoffice/BackofficePage'),
  'BackofficeFleetPage',
);
const StationTelemetryPage = lazyPage(
  () => import('./backoffice/StationOperationsPage'),
  'StationOperationsPage',
);
const FaqAdminPage = lazyPage(() => import('@/features/chat/admin/FaqAdminPage'), 'FaqAdminPage');
const QrComplaintPage = lazyPage(
  () => import('@/features/reclamations/public/QrComplaintPage'),
  'QrComplaintPage',
);
const CaseFollowUpPage = lazyPage(
  () => import('@/features/reclamations/public/CaseFollowUpPage'),
  'CaseFollowUpPage',
);
const SalesRequestsPage = lazyPage(
  () => import('@/features/sales/admin/SalesRequestsPage'),
  'SalesRequestsPage',
);
const QuestionnairesAdminPage = lazyPage(
  () => import('@/features/questionnaires/admin/QuestionnairesAdminPage'),
  'QuestionnairesAdminPage',
);
const SitePreviewPage = lazyPage(() => import('./landing/SitePreviewPage'), 'SitePreviewPage');
const PlayerPage = lazyPage(() => import('@/features/screens/public/PlayerPage'), 'PlayerPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/** Sets the document title, then renders the page. */
function Page({ title, component }: { title: PageTitleKey; component: LazyPage }) {
  usePageTitle(title);
  return <LazyPageView page={component} />;
}

/** The root shell: one routed outlet, scroll reset, error boundary and loading fallback. */
function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/**
 * The landing page's Preact build (`vite build --mode landing`, see vite.config.ts) routes the
 * landing alone: every other address belongs to the React build and is loaded as a document.
 */
const LANDING_BUILD = import.meta.env.MODE === 'landing';

function LandingBuildRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Page title="landing" component={LandingPage} />} />
        <Route path="*" element={<LoadAsDocument />} />
      </Route>
    </Routes>
  );
}

/** Loads the current address as a document, in place of the in-page history entry for it. */
function LoadAsDocument() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}

/** Routes that set their page's title (`titles.*` in common.json) and render its chunk. */
type PageRoutes = readonly (readonly [path: string, title: PageTitleKey, page: LazyPage])[];

/** Anyone's pages (the landing is also the index route). */
const PUBLIC_PAGES: PageRoutes = [
  ['home', 'landing', LandingPage],
  ['authentification', 'auth', AuthPage],
  // Account links (the server checks the mailed token).
  ['mot-de-passe-oublie', 'forgotPassword', ForgotPasswordPage],
  ['reinitialiser-mot-de-passe', 'resetPassword', ResetPasswordPage],
  ['confirmer-email', 'confirmEmail', ConfirmEmailPage],
  ['admin-mot-de-passe-oublie', 'forgotPassword', AdminForgotPasswordPage],
  ['admin-reinitialiser-mot-de-passe', 'resetPassword', AdminResetPasswordPage],
  ['reclamation-qr', 'qrComplaint', QrComplaintPage],
  ['reclamation-qr/suivi/:caseNumber', 'caseFollowUp', CaseFollowUpPage],
  ['admin-login', 'adminLogin', AdminLoginPage],
  // The server decides who may register an admin.
  ['admin-register', 'adminRegister', AdminRegisterPage],
  // A paired station screen: its own token, no account.
  ['ecran', 'player', PlayerPage],
];

/** A signed-in client's pages. */
const CLIENT_PAGES: PageRoutes = [['compte-client', 'clientDashboard', ClientDashboardPage]];

/** An admin whose password is checked: a pending face check is enough. */
const FACE_CHECK_PAGES: PageRoutes = [
  ['AdminFaceVerification', 'faceVerification', FaceVerificationPage],
];

/** A fully signed-in admin's pages, whatever the role. */
const STAFF_PAGES: PageRoutes = [
  ['adminn', 'backoffice', BackofficePage],
  ['admin/profile', 'adminProfile', AdminProfilePage],
  ['admin/flotte', 'fleet', BackofficeFleetPage],
  ['admin/stations/:id', 'stationTelemetry', StationTelemetryPage],
];

/** The admin role's pages: a technician is sent to the back-office (issue 32). */
const ADMIN_ROLE_PAGES: PageRoutes = [
  ['Adminuserslist', 'usersList', UsersListPage],
  ['EspacePublic', 'espaces', EspacesPage],
  ['GestionStation', 'stations', StationsPage],
  ['chatbot', 'faq', FaqAdminPage],
  ['admin/questionnaires', 'backoffice', QuestionnairesAdminPage],
  ['gestion-demandes', 'salesRequests', SalesRequestsPage],
  ['admin/site/apercu', 'landing', SitePreviewPage],
];

function pageRoutes(routes: PageRoutes) {
  return routes.map(([path, title, page]) => (
    <Route key={path} path={path} element={<Page title={title} component={page} />} />
  ));
}

/**
 * Every route of the app (with the staff screen `gestion-demandes` and a 404). Path spellings are
 * kept as they are (mixed case included); React Router matches them case-insensitively.
 * Declarative routes, so the same tree renders under <BrowserRouter> (main.tsx) and
 * <StaticRouter> (prerendering).
 */
export function AppRoutes() {
  if (LANDING_BUILD) return <LandingBuildRoutes />;
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Page title="landing" component={LandingPage} />} />
        {pageRoutes(PUBLIC_PAGES)}
        <Route path="admin" element={<AdminEntry />} />
        <Route element={<RequireClient />}>{pageRoutes(CLIENT_PAGES)}</Route>
        <Route element={<RequireAdmin allowFaceScope />}>{pageRoutes(FACE_CHECK_PAGES)}</Route>
        <Route element={<RequireAdmin />}>
          {pageRoutes(STAFF_PAGES)}
          <Route element={<RequireAdminRole />}>{pageRoutes(ADMIN_ROLE_PAGES)}</Route>
        </Route>
        <Route path="*" element={<Page title="notFound" component={NotFoundPage} />} />
      </Route>
    </Routes>
  );
}
