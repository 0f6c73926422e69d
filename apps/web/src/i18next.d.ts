/**
 * i18next's typed resources: `t('key')` is checked against the French catalogues (English has
 * the same keys, src/locales/locales.test.ts), so a missing or misspelt key fails `tsc`.
 */
import type admins from '@/locales/fr/admins.json';
import type ads from '@/locales/fr/ads.json';
import type app from '@/locales/fr/app.json';
import type auth from '@/locales/fr/auth.json';
import type billing from '@/locales/fr/billing.json';
import type chat from '@/locales/fr/chat.json';
import type common from '@/locales/fr/common.json';
import type dashboard from '@/locales/fr/dashboard.json';
import type espaces from '@/locales/fr/espaces.json';
import type lockers from '@/locales/fr/lockers.json';
import type operations from '@/locales/fr/operations.json';
import type questionnaires from '@/locales/fr/questionnaires.json';
import type reclamations from '@/locales/fr/reclamations.json';
import type sales from '@/locales/fr/sales.json';
import type screens from '@/locales/fr/screens.json';
import type site from '@/locales/fr/site.json';
import type stations from '@/locales/fr/stations.json';
import type telemetry from '@/locales/fr/telemetry.json';
import type users from '@/locales/fr/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      admins: typeof admins;
      ads: typeof ads;
      app: typeof app;
      auth: typeof auth;
      billing: typeof billing;
      chat: typeof chat;
      common: typeof common;
      dashboard: typeof dashboard;
      espaces: typeof espaces;
      lockers: typeof lockers;
      operations: typeof operations;
      questionnaires: typeof questionnaires;
      reclamations: typeof reclamations;
      sales: typeof sales;
      screens: typeof screens;
      site: typeof site;
      stations: typeof stations;
      telemetry: typeof telemetry;
      users: typeof users;
    };
  }
}
