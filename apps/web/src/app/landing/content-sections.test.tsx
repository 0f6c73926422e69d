import { DEFAULT_SITE_CONTENT, type SiteContent } from '@app/contracts/site';
import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteContentProvider } from '@/features/site/api/site-content';
import { Partners } from '@/features/site/public/Partners';
import { Footer } from './Footer';

function renderSections(content: SiteContent) {
  return renderWithProviders(
    <SiteContentProvider content={content}>
      <Partners />
      <Footer />
    </SiteContentProvider>,
  );
}

describe('the landing sections read the published content', () => {
  it('hide what a fresh install has not filled in, and say the contact details are not published', async () => {
    renderSections(DEFAULT_SITE_CONTENT);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nos partenaires' })).not.toBeInTheDocument();
    // The contact column says so rather than showing one detail as if it were the whole site.
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nos coordonnées ne sont pas encore publiées. Pour nous écrire, utilisez « Demander un devis » en haut de la page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Réseaux sociaux' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
  });

  it('show the company’s contact details, social pages and partners', async () => {
    renderSections({
      ...DEFAULT_SITE_CONTENT,
      brandName: 'Borne Nord',
      contactEmail: 'ventes@borne-nord.tn',
      phones: ['+216 71 234 567'],
      social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/borne-nord' }],
      partners: [
        {
          id: '0b8f5b5e-7d1f-4c54-9d0a-3f7f2a1c9e11',
          name: 'Café du Port',
          logo: 'cafe.webp',
          url: 'https://cafe-du-port.tn',
        },
        { id: '5d7c1f0e-2a4b-4f51-8b7e-6c2d9a0e4b22', name: 'Hôtel Lac', logo: null, url: '' },
      ],
    });
    const strip = (await screen.findByRole('heading', { name: 'Nos partenaires' })).closest(
      'section',
    );
    if (!strip) throw new Error('no partners section');
    expect(within(strip).getByRole('img', { name: 'Café du Port' })).toHaveAttribute(
      'src',
      '/uploads/cafe.webp',
    );
    expect(
      within(strip).getByRole('link', { name: 'Café du Port (nouvel onglet)' }),
    ).toHaveAttribute('href', 'https://cafe-du-port.tn');
    expect(within(strip).getByText('Hôtel Lac')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ventes@borne-nord.tn' })).toHaveAttribute(
      'href',
      'mailto:ventes@borne-nord.tn',
    );
    expect(screen.getByRole('link', { name: '+216 71 234 567' })).toHaveAttribute(
      'href',
      'tel:+21671234567',
    );
    expect(screen.getByRole('link', { name: 'LinkedIn (nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/borne-nord',
    );
    expect(screen.getByText(/© \d{4} Borne Nord\./)).toBeInTheDocument();
  });
});
