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

  it('does not accept a client token for admin screens', async () => {
    setToken('client', clientToken());
    expect(await landOn('/adminn')).toBe('/admin-login');
  });

  it('sends a face-scope admin token to /AdminFaceVerification', async () => {
    setToken('admin', adminToken('face'));
    expect(await landOn('/GestionStation')).toBe('/AdminFaceVerification');
  });

  it('lets a face-scope admin token stay on /AdminFaceVerification', async () => {
    setToken('admin', adminToken('face'));
    expect(await landOn('/AdminFaceVerification')).toBe('/AdminFaceVerification');
  });

  it('lets a full admin reach the back-office screens', async () => {
    setToken('admin', adminToken('full'));
    expect(await landOn('/gestion-demandes')).toBe('/gestion-demandes');
  });

  it('keeps admin-register public', async () => {
    expect(await landOn('/admin-register')).toBe('/admin-register');
  });

  it('routes /admin to /adminn with an admin token and to /admin-login without', async () => {
    setToken('admin', adminToken('full'));
    expect(await landOn('/admin')).toBe('/adminn');
  });

  it('routes /admin with a face-scope token on to the face check', async () => {
    setToken('admin', adminToken('face'));
    expect(await landOn('/admin')).toBe('/AdminFaceVerification');
  });

  it('routes /admin to /admin-login with an expired admin token', async () => {
    setToken('admin', adminToken('full', expIn(-1)));
    expect(await landOn('/admin')).toBe('/admin-login');
  });

  it('routes /admin to /admin-login without an admin token', async () => {
    expect(await landOn('/admin')).toBe('/admin-login');
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
