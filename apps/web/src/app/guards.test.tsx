import { expIn, makeJwt, renderWithProviders } from '@test/utils';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearToken, setToken } from '@/lib/auth-storage';
import { AppRoutes } from './router';

const clientToken = (exp = expIn(3600)) =>
  makeJwt({ sub: '1', role: 'client', scope: 'full', exp });
const adminToken = (scope: 'full' | 'face', exp = expIn(3600)) =>
  makeJwt({ sub: '1', role: 'admin', scope, exp });

async function landOn(route: string) {
  renderWithProviders(<AppRoutes />, { route });
  // Wait for the lazily loaded page of wherever we ended up.
  await screen.findByRole('heading', { level: 1 });
  return screen.getByTestId('location').textContent;
}

describe('route guards', () => {
  it('sends a visitor without a client token from /compte-client to /authentification', async () => {
    expect(await landOn('/compte-client')).toBe('/authentification');
  });

  it('treats an expired client token as signed out', async () => {
    localStorage.setItem('token', clientToken(expIn(-1)));
    expect(await landOn('/compte-client')).toBe('/authentification');
  });

  it('lets a signed-in client reach /compte-client', async () => {
    setToken('client', clientToken());
    expect(await landOn('/compte-client')).toBe('/compte-client');
    expect(document.title).toBe('Mon espace client · ChargeBox');
  });

  it.each([
    '/adminn',
    '/admin/profile',
    '/Adminuserslist',
    '/EspacePublic',
    '/GestionStation',
    '/chatbot',
    '/gestion-demandes',
    '/admin/questionnaires',
    '/AdminFaceVerification',
  ])('sends a visitor without an admin token from %s to /admin-login', async (route) => {
    expect(await landOn(route)).toBe('/admin-login');
  });

  const asClient = () => setToken('client', clientToken());
  const asAdmin = (scope: 'full' | 'face', exp?: number) => () =>
    setToken('admin', adminToken(scope, exp));
  it.each([
    ['does not accept a client token for admin screens', asClient, '/adminn', '/admin-login'],
    [
      'sends a face-scope admin token to /AdminFaceVerification',
      asAdmin('face'),
      '/GestionStation',
      '/AdminFaceVerification',
    ],
    [
      'lets a face-scope admin token stay on /AdminFaceVerification',
      asAdmin('face'),
      '/AdminFaceVerification',
      '/AdminFaceVerification',
    ],
    [
      'lets a full admin reach the back-office screens',
      asAdmin('full'),
      '/gestion-demandes',
      '/gestion-demandes',
    ],
    ['keeps admin-register public', null, '/admin-register', '/admin-register'],
    [
      'routes /admin to /adminn with an admin token and to /admin-login without',
      asAdmin('full'),
      '/admin',
      '/adminn',
    ],
    [
      'routes /admin with a face-scope token on to the face check',
      asAdmin('face'),
      '/admin',
      '/AdminFaceVerification',
    ],
    [
      'routes /admin to /admin-login with an expired admin token',
      asAdmin('full', expIn(-1)),
      '/admin',
      '/admin-login',
    ],
    ['routes /admin to /admin-login without an admin token', null, '/admin', '/admin-login'],
  ] as const)('%s', async (_title, signIn, route, landing) => {
    signIn?.();
    expect(await landOn(route)).toBe(landing);
  });

  it('redirects as soon as the token is removed (sign-out in this or another tab)', async () => {
    setToken('admin', adminToken('full'));
    expect(await landOn('/adminn')).toBe('/adminn');
    act(() => clearToken('admin'));
    expect(screen.getByTestId('location').textContent).toBe('/admin-login');
  });

  it('shows a 404 page for unknown addresses', async () => {
    expect(await landOn('/nope/nothing')).toBe('/nope/nothing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    // The title is set by an effect; on a busy machine it can land after the heading shows.
    await waitFor(() => expect(document.title).toBe('Page introuvable · ChargeBox'));
  });
});
