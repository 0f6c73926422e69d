import { expIn, makeJwt, renderWithProviders } from '@test/utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useListSearch } from '@/lib/list-search';
import { BackofficePage } from './BackofficePage';

/**
 * The shell is tested with stand-in sections (each domain tests its own): the list-like ones
 * print the search they receive, the dashboard and the FAQ do not read it.
 */
vi.mock('./sections', async (importOriginal) => {
  const original = await importOriginal<typeof import('./sections')>();
  function searchingSection(id: string) {
    return function SearchingSection() {
      const q = useListSearch({ pageKey: 'page' });
      return (
        <section aria-label={`section ${id}`}>
          <h2>{`Contenu ${id}`}</h2>
          <output data-testid="received-search">{q}</output>
        </section>
      );
    };
  }
  function plainSection(id: string) {
    return function PlainSection() {
      return (
        <section aria-label={`section ${id}`}>
          <h2>{`Contenu ${id}`}</h2>
        </section>
      );
    };
  }
  const components = Object.fromEntries(
    original.BACKOFFICE_SECTIONS.map((id) => [
      id,
      id === 'dashboard' || id === 'chatbot' || id === 'site'
        ? plainSection(id)
        : searchingSection(id),
    ]),
  );
  return { ...original, sectionComponents: components };
});

const ADMIN = {
  id: 7,
  nom: 'Trabelsi',
  prenom: 'Sana',
  email: 'sana.trabelsi@example.tn',
  telephone: '71123456',
  poste: 'Responsable des opérations',
  image: 'sana photo.webp',
};

const FR_LABELS = [
  'Tableau de bord',
  'Utilisateurs',
  'Demandes',
  'Espaces publics',
  'Stations',
  'Casiers',
  'Réclamations',
  'Publicités',
  'Commentaires',
  'Utilisateurs archivés',
  'Corbeille',
  'Chatbot FAQ',
  'Flotte connectée',
  'Site',
  'Facturation',
  'Écrans',
  'Interventions',
];

function signIn() {
  localStorage.setItem(
    'adminToken',
    makeJwt({ sub: '7', role: 'admin', scope: 'full', exp: expIn(3600) }),
  );
  localStorage.setItem('admin', JSON.stringify(ADMIN));
}

function renderShell(route = '/adminn') {
  return renderWithProviders(
    <Routes>
      <Route path="adminn" element={<BackofficePage />} />
      <Route path="admin/profile" element={<h1>Page profil</h1>} />
      <Route path="admin-login" element={<h1>Page connexion</h1>} />
    </Routes>,
    { route },
  );
}

async function heading() {
  return screen.findByRole('heading', { level: 1 });
}

function sidebar(name = 'Sections du back-office') {
  // Below lg the same nav is in the drawer; jsdom applies no media queries, so the sidebar's is first.
  return screen.getAllByRole('navigation', { name })[0] as HTMLElement;
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  signIn();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs; the avatar makes one from the fetched photo.
  URL.createObjectURL = () => 'blob:sana-photo';
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('back-office shell: sections', () => {
  it('opens on the dashboard with the 12 sections in their order, then the fleet, Site, Facturation, Écrans and Interventions sections', async () => {
    renderShell();
    expect(await heading()).toHaveTextContent('Tableau de bord');
    expect(await screen.findByRole('heading', { name: 'Contenu dashboard' })).toBeInTheDocument();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(FR_LABELS);
    expect(within(sidebar()).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('switches in place, keeps the section in the URL and focuses the new heading', async () => {
    const user = userEvent.setup();
    renderShell();
    await heading();
    await user.click(within(sidebar()).getByRole('link', { name: 'Espaces publics' }));

    expect(await screen.findByRole('heading', { name: 'Contenu espaces' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contenu dashboard' })).not.toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Espaces publics');
    expect(screen.getByTestId('location')).toHaveTextContent('/adminn');
    const link = within(sidebar()).getByRole('link', { name: 'Espaces publics' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('href', '/adminn?section=espaces');
    expect(within(sidebar()).getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute(
      'aria-current',
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await waitFor(() =>
      expect(document.title).toBe('Espaces publics · Tableau de bord administrateur · ChargeBox'),
    );
  });

  it('opens the section named in the URL, and the dashboard for an unknown one', async () => {
    renderShell('/adminn?section=corbeille');
    expect(await heading()).toHaveTextContent('Corbeille');
    expect(await screen.findByRole('heading', { name: 'Contenu corbeille' })).toBeInTheDocument();
  });

  it('falls back to the dashboard for an unknown section', async () => {
    renderShell('/adminn?section=nope');
    expect(await heading()).toHaveTextContent('Tableau de bord');
  });

  it('reads in English after the language switch', async () => {
    const user = userEvent.setup();
    renderShell('/adminn?section=demandes');
    await heading();
    await user.click(screen.getByRole('button', { name: 'EN English' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quote requests'),
    );
    expect(
      within(sidebar('Back-office sections'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Users',
      'Quote requests',
      'Public spaces',
      'Stations',
      'Lockers',
      'Complaints',
      'Advertising',
      'Comments',
      'Archived users',
      'Trash',
      'Chatbot FAQ',
      'Connected fleet',
      'Website',
      'Billing',
      'Screens',
      'Work orders',
    ]);
    await act(() => i18n.changeLanguage('fr'));
  });
});

describe('back-office shell: the technician role (issue 32)', () => {
  it('shows a technician their work orders only, whatever section the address asks for', async () => {
    localStorage.setItem('admin', JSON.stringify({ ...ADMIN, role: 'technicien' }));
    renderShell('/adminn?section=users');
    expect(await heading()).toHaveTextContent('Interventions');
    expect(
      await screen.findByRole('heading', { name: 'Contenu interventions' }),
    ).toBeInTheDocument();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Interventions', 'Flotte connectée']);
    expect(screen.queryByRole('heading', { name: 'Contenu users' })).not.toBeInTheDocument();
  });
});

describe('back-office shell: search', () => {
  it('passes the text to the current section and clears it on a section change', async () => {
    const user = userEvent.setup();
    renderShell('/adminn?section=espaces');
    const box = await screen.findByRole('searchbox', {
      name: 'Rechercher dans la section « Espaces publics »',
    });
    await waitFor(() => expect(box).toBeEnabled());
    await user.type(box, 'Tunis');
    await waitFor(() => expect(screen.getByTestId('received-search')).toHaveTextContent('Tunis'));

    await user.click(within(sidebar()).getByRole('link', { name: 'Stations' }));
    await screen.findByRole('heading', { name: 'Contenu stations' });
    const stationsBox = screen.getByRole('searchbox', {
      name: 'Rechercher dans la section « Stations »',
    });
    expect(stationsBox).toHaveValue('');
    expect(screen.getByTestId('received-search')).toHaveTextContent('');
  });

  it('shows the search the address carries (a reload or a shared link)', async () => {
    renderShell('/adminn?section=espaces&q=Sousse');
    const box = await screen.findByRole('searchbox', {
      name: 'Rechercher dans la section « Espaces publics »',
    });
    expect(box).toHaveValue('Sousse');
    expect(screen.getByTestId('received-search')).toHaveTextContent('Sousse');
  });

  it('is disabled in a section that has nothing to search', async () => {
    renderShell();
    await screen.findByRole('heading', { name: 'Contenu dashboard' });
    const box = screen.getByRole('searchbox');
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', 'Pas de recherche dans cette section');
  });

  it("focuses on '/' when the section can be searched", async () => {
    renderShell('/adminn?section=users');
    const box = await screen.findByRole('searchbox');
    await waitFor(() => expect(box).toBeEnabled());
    fireEvent.keyDown(document.body, { key: '/' });
    expect(box).toHaveFocus();
  });
});

describe('back-office shell: account menu', () => {
  const menuButton = () => screen.getByRole('button', { name: 'Menu du compte de Sana Trabelsi' });

  it('fetches the private photo with the admin token and shows it', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/uploads/')
        ? new Response('photo', { status: 200, headers: { 'Content-Type': 'image/webp' } })
        : new Response(null, { status: 204 }),
    );
    renderShell();
    await heading();
    const photo = await within(menuButton()).findByTestId('admin-avatar-photo');
    expect(photo).toHaveAttribute('src', 'blob:sana-photo');
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/uploads/')) as [
      string,
      RequestInit,
    ];
    expect(call[0]).toBe('/uploads/sana%20photo.webp');
    expect(new Headers(call[1].headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('falls back to a default avatar when the photo cannot be fetched', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/uploads/')
        ? new Response(JSON.stringify({ message: 'x', code: 'error.notFound' }), { status: 404 })
        : new Response(null, { status: 204 }),
    );
    renderShell();
    await heading();
    await waitFor(() =>
      expect(within(menuButton()).getByTestId('admin-avatar-default')).toHaveTextContent('ST'),
    );
    expect(within(menuButton()).queryByTestId('admin-avatar-photo')).not.toBeInTheDocument();
  });

  it('uses the default avatar when the admin has no image', async () => {
    localStorage.setItem('admin', JSON.stringify({ ...ADMIN, image: null }));
    renderShell();
    await heading();
    expect(within(menuButton()).queryByTestId('admin-avatar-photo')).not.toBeInTheDocument();
    expect(within(menuButton()).getByTestId('admin-avatar-default')).toBeInTheDocument();
  });

  it('shows nom, prenom and email, and Profil goes to /admin/profile', async () => {
    const user = userEvent.setup();
    renderShell();
    await heading();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Sana Trabelsi' });
    expect(menu).toHaveAccessibleDescription('sana.trabelsi@example.tn');
    expect(screen.getByText('sana.trabelsi@example.tn')).toBeVisible();
    const profile = within(menu).getByRole('menuitem', { name: 'Profil' });
    expect(profile).toHaveFocus();
    await user.click(profile);
    expect(await screen.findByRole('heading', { name: 'Page profil' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/profile');
  });

  it('is usable with the keyboard: arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderShell();
    await heading();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Déconnecter' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Déconnecter' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Déconnecter' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderShell();
    await heading();
    await user.click(menuButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Déconnecter revokes the token on the server, clears the admin and goes to /admin-login', async () => {
    const user = userEvent.setup();
    renderShell();
    await heading();
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Déconnecter' }));

    expect(await screen.findByRole('heading', { name: 'Page connexion' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
    // The shell also loads the site configuration (brand name); the logout is the one write.
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/logout');
    const [url, init] = logout as [string, RequestInit];
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toMatch(/^Bearer /);
  });
});
