import type { SiteContent } from '@app/contracts/site';
import type { Lang } from '@/lib/i18n';

/** The landing page's address in each language, as the prerendered pages' canonical links say. */
function landingUrl(publicUrl: string, lang: Lang): string {
  return lang === 'fr' ? `${publicUrl}/` : `${publicUrl}/?lang=${lang}`;
}

/**
 * Schema.org data for search engines (JSON-LD in the prerendered page): the company with what it
 * published of its contact details, and the landing FAQ. Built from the same site content as the
 * page, so it never drifts from what the page shows; a detail not given is left out.
 * `publicUrl` (no trailing slash) makes the addresses absolute; without it they are site-relative.
 */
export function structuredData(content: SiteContent, lang: Lang, publicUrl = ''): object {
  const pageUrl = landingUrl(publicUrl, lang);
  const email = content.contactEmail || undefined;
  const address = content.address[lang].trim();
  const sameAs = content.social.map((link) => link.url);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${publicUrl}/#organization`,
        name: content.brandName,
        ...(content.legalName ? { legalName: content.legalName } : {}),
        url: `${publicUrl}/`,
        ...(email ? { email } : {}),
        ...(content.phones[0] ? { telephone: content.phones[0] } : {}),
        ...(address
          ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'TN' } }
          : {}),
        ...(sameAs.length > 0 ? { sameAs } : {}),
        ...(content.phones.length > 0
          ? {
              contactPoint: content.phones.map((telephone) => ({
                '@type': 'ContactPoint',
                telephone,
                ...(email ? { email } : {}),
                contactType: 'sales',
                areaServed: 'TN',
                availableLanguage: ['fr', 'en'],
              })),
            }
          : {}),
      },
      {
        '@type': 'FAQPage',
        '@id': `${pageUrl}#faq`,
        inLanguage: lang,
        mainEntity: content.faq.map((entry) => ({
          '@type': 'Question',
          name: entry.question[lang],
          acceptedAnswer: { '@type': 'Answer', text: entry.answers[lang].join(' ') },
        })),
      },
    ],
  };
}
