import type { Lang } from '../../../lib/i18n';
import { COMPANY, FAQ } from './site';

/**
 * Schema.org data for search engines (JSON-LD in the prerendered page): the company with its
 * contact point, and the landing FAQ. Built from the site configuration, so it never drifts from
 * what the page shows.
 */
export function structuredData(lang: Lang, pageUrl: string, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${siteUrl}/#organization`,
        name: COMPANY.name,
        url: `${siteUrl}/`,
        email: COMPANY.email,
        telephone: COMPANY.phones[0],
        address: { '@type': 'PostalAddress', ...COMPANY.postalAddress },
        contactPoint: COMPANY.phones.map((telephone) => ({
          '@type': 'ContactPoint',
          telephone,
          email: COMPANY.email,
          contactType: 'sales',
          areaServed: 'TN',
          availableLanguage: ['fr', 'en'],
        })),
      },
      {
        '@type': 'FAQPage',
        '@id': `${pageUrl}#faq`,
        inLanguage: lang,
        mainEntity: FAQ.map((entry) => ({
          '@type': 'Question',
          name: entry.question[lang],
          acceptedAnswer: { '@type': 'Answer', text: entry.answers[lang].join(' ') },
        })),
      },
    ],
  };
}
