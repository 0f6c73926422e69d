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
        {/* Public */}
        <Route index element={<Page title="landing" component={LandingPage} />} />
        <Route path="home" element={<Page title="landing" component={LandingPage} />} />
        <Route path="authentification" element={<Page title="auth" component={AuthPage} />} />
        {/* Public: account links (the server checks the mailed token) */}
        <Route
          path="mot-de-passe-oublie"
          element={<Page title="forgotPassword" component={ForgotPasswordPage} />}
        />
        <Route
          path="reinitialiser-mot-de-passe"
          element={<Page title="resetPassword" component={ResetPasswordPage} />}
        />
        <Route
          path="confirmer-email"
          element={<Page title="confirmEmail" component={ConfirmEmailPage} />}
        />
        <Route
          path="admin-mot-de-passe-oublie"
          element={<Page title="forgotPassword" component={AdminForgotPasswordPage} />}
        />
        <Route
          path="admin-reinitialiser-mot-de-passe"
          element={<Page title="resetPassword" component={AdminResetPasswordPage} />}
        />
        <Route
          path="reclamation-qr"
          element={<Page title="qrComplaint" component={QrComplaintPage} />}
        />
        <Route
          path="reclamation-qr/suivi/:caseNumber"
          element={<Page title="caseFollowUp" component={CaseFollowUpPage} />}
        />
        <Route
          path="admin-login"
          element={<Page title="adminLogin" component={AdminLoginPage} />}
        />
        {/* Public: the server decides who may register an admin. */}
        <Route
          path="admin-register"
          element={<Page title="adminRegister" component={AdminRegisterPage} />}
        />
        <Route path="admin" element={<AdminEntry />} />
        {/* A paired station screen: its own token, no account. */}
        <Route path="ecran" element={<Page title="player" component={PlayerPage} />} />

        {/* Client */}
        <Route element={<RequireClient />}>
          <Route
            path="compte-client"
            element={<Page title="clientDashboard" component={ClientDashboardPage} />}
          />
        </Route>

        {/* Admin, password checked but face check pending is enough */}
        <Route element={<RequireAdmin allowFaceScope />}>
          <Route
            path="AdminFaceVerification"
            element={<Page title="faceVerification" component={FaceVerificationPage} />}
          />
        </Route>

        {/* Admin, fully signed in */}
        <Route element={<RequireAdmin />}>
          <Route path="adminn" element={<Page title="backoffice" component={BackofficePage} />} />
          <Route
            path="admin/profile"
            element={<Page title="adminProfile" component={AdminProfilePage} />}
          />
          <Route
            path="admin/flotte"
            element={<Page title="fleet" component={BackofficeFleetPage} />}
          />
          <Route
            path="admin/stations/:id"
            element={<Page title="stationTelemetry" component={StationTelemetryPage} />}
          />
          {/* The admin role's pages: a technician is sent to the back-office (issue 32). */}
          <Route element={<RequireAdminRole />}>
            <Route
              path="Adminuserslist"
              element={<Page title="usersList" component={UsersListPage} />}
            />
            <Route path="EspacePublic" element={<Page title="espaces" component={EspacesPage} />} />
            <Route
              path="GestionStation"
              element={<Page title="stations" component={StationsPage} />}
            />
            <Route path="chatbot" element={<Page title="faq" component={FaqAdminPage} />} />
            <Route
              path="admin/questionnaires"
              element={<Page title="backoffice" component={QuestionnairesAdminPage} />}
            />
            <Route
              path="gestion-demandes"
              element={<Page title="salesRequests" component={SalesRequestsPage} />}
            />
            <Route
              path="admin/site/apercu"
              element={<Page title="landing" component={SitePreviewPage} />}
            />
          </Route>
        </Route>

        <Route path="*" element={<Page title="notFound" component={NotFoundPage} />} />
      </Route>
    </Routes>
  );
}
