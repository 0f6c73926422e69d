/**
 * Every route of the app, in one place. Link with these instead of string literals.
 * The path spellings are kept as they are (mixed case included); matching is case-insensitive.
 */
export const paths = {
  landing: '/',
  home: '/home',
  auth: '/authentification',
  forgotPassword: '/mot-de-passe-oublie',
  /** Opened from the reset mail (the token is in the fragment); the server names it too. */
  resetPassword: '/reinitialiser-mot-de-passe',
  confirmEmail: '/confirmer-email',
  clientDashboard: '/compte-client',
  admin: '/admin',
  backoffice: '/adminn',
  adminLogin: '/admin-login',
  adminForgotPassword: '/admin-mot-de-passe-oublie',
  adminResetPassword: '/admin-reinitialiser-mot-de-passe',
  adminRegister: '/admin-register',
  adminProfile: '/admin/profile',
  faceVerification: '/AdminFaceVerification',
  usersList: '/Adminuserslist',
  espaces: '/EspacePublic',
  stations: '/GestionStation',
  faq: '/chatbot',
  qrComplaint: '/reclamation-qr',
  salesRequests: '/gestion-demandes',
  staffQuestionnaires: '/admin/questionnaires',
  /** The connected fleet, a back-office section at its own address. */
  fleet: '/admin/flotte',
  /** The landing rendered from the site's draft, framed by the back-office "Aperçu". */
  sitePreview: '/admin/site/apercu',
} as const;
