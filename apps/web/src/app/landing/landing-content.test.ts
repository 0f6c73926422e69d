import { DEFAULT_SITE_CONTENT, type SiteContent } from '@app/contracts/site';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '@/config/products';
import { cycleIndex } from '@/features/site/public/ProductCarousel';
import enSite from '@/locales/en/site.json';
import frSite from '@/locales/fr/site.json';
import { structuredData } from './structured-data';

type Graph = { '@graph': Array<Record<string, unknown>> };

describe('product carousel', () => {
  it('cycles through the 3 products modulo 3, both ways', () => {
    expect(PRODUCTS.map((product) => product.id)).toEqual(
      DEFAULT_SITE_CONTENT.products.map((product) => product.id),
    );
    expect([0, 1, 2].map((index) => cycleIndex(index, 1))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((index) => cycleIndex(index, -1))).toEqual([2, 0, 1]);
    expect(cycleIndex(2, 4)).toBe(0);
  });
});

describe('landing texts', () => {
  it('has no placeholder partner or contact left', () => {
    for (const texts of [frSite.landing, enSite.landing]) {
      expect(texts.partners).not.toHaveProperty('placeholder');
      expect(JSON.stringify(texts)).not.toMatch(/Partenaire \d|Partner \d|example\.tn|00 000/);
    }
  });
});

describe('structured data', () => {
  const published: SiteContent = {
    ...DEFAULT_SITE_CONTENT,
    brandName: 'Borne Nord',
    legalName: 'Borne Nord SARL',
    contactEmail: 'ventes@borne-nord.tn',
    phones: ['+216 71 234 567', '+216 98 765 432'],
    address: { fr: '12 rue du Lac, 1053 Tunis', en: '12 Lake Street, 1053 Tunis' },
    social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/borne-nord' }],
  };

  it('describes the published company and the FAQ of the page language', () => {
    const data = structuredData(published, 'en', 'https://example.tn') as Graph;
    const [organization, faq] = data['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Borne Nord',
      legalName: 'Borne Nord SARL',
      email: 'ventes@borne-nord.tn',
      telephone: '+216 71 234 567',
      url: 'https://example.tn/',
      sameAs: ['https://www.linkedin.com/company/borne-nord'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: published.address.en,
        addressCountry: 'TN',
      },
    });
    expect(organization?.contactPoint).toHaveLength(2);
    expect(faq).toMatchObject({
      '@type': 'FAQPage',
      '@id': 'https://example.tn/?lang=en#faq',
      inLanguage: 'en',
    });
    const questions = faq?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions).toHaveLength(7);
    expect(questions[0]?.name).toBe(published.faq[0]?.question.en);
    expect(questions[0]?.acceptedAnswer.text).toBe(published.faq[0]?.answers.en.join(' '));
  });

  it('leaves out what the company has not given rather than invent it', () => {
    const fresh = { ...DEFAULT_SITE_CONTENT, address: { fr: '', en: '' } };
    const [organization] = (structuredData(fresh, 'fr') as Graph)['@graph'];
    expect(organization).toEqual({
      '@type': 'Organization',
      '@id': '/#organization',
      name: DEFAULT_SITE_CONTENT.brandName,
      url: '/',
    });
  });
});
