import { emailSchema, requiredText } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest } from '../../src/lib/errors';
import { audience } from '../../src/plugins/application/audience';
import { xsrf } from '../helpers/app';
import { useTestApp } from '../helpers/fixtures';

describe('error bodies', () => {
  const t = useTestApp({}, async (app) => {
    await app.register(
      audience('public', async (app) => {
        app.post(
          '/api/test/echo',
          {
            schema: {
              body: z.object({ email: emailSchema, name: requiredText(10), age: z.number() }),
            },
          },
          async (request) => request.body,
        );
        app.get('/api/test/boom', async () => {
          throw new Error('database exploded with secret details');
        });
        app.get('/api/test/app-error', async () => {
          throw badRequest('error.badRequest', { name: 'validation.required' });
        });
      }),
    );
  });

  it('answers an unknown API route with a localized JSON 404 (French by default)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Cette adresse n’existe pas.',
      code: 'error.routeNotFound',
    });
  });

  it('localizes the message in English from Accept-Language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9,fr;q=0.5' },
    });
    expect(response.json().message).toBe('This address does not exist.');
  });

  it('returns per-field messages for invalid input, in the request language', async () => {
    const body = { email: 'not-an-email', name: '   ', age: 'x' };
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: body,
      ...xsrf,
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({
      code: 'error.validation',
      message: 'Certains champs sont invalides.',
      fieldErrors: { email: 'Veuillez saisir un email valide.', name: 'Ce champ est requis.' },
    });
    // zod's own wording for a built-in check (its French locale), naming the type that was sent.
    expect(fr.json().fieldErrors.age).toBe(
      'Entrée invalide : nombre attendu, chaîne de caractères reçu',
    );

    const en = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: body,
      cookies: xsrf.cookies,
      headers: { ...xsrf.headers, 'accept-language': 'en' },
    });
    expect(en.json().fieldErrors.email).toBe('Please enter a valid email.');
    expect(en.json().fieldErrors.name).toBe('This field is required.');
    expect(en.json().fieldErrors.age).toBe('Invalid input: expected number, received string');
  });

  it('says a field left out is required, in the request language', async () => {
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.tn', name: 'Amel' },
      ...xsrf,
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().fieldErrors).toEqual({ age: 'Ce champ est requis.' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.tn', name: 'Amel' },
      cookies: xsrf.cookies,
      headers: { ...xsrf.headers, 'accept-language': 'en' },
    });
    expect(en.json().fieldErrors).toEqual({ age: 'This field is required.' });
  });

  it('refuses a 1 MB string with a 4xx, never a 5xx', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.tn', name: 'x'.repeat(1024 * 1024), age: 3 },
      ...xsrf,
    });
    // The 1 MiB body limit answers before validation.
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'error.payloadTooLarge',
      message: 'Fichier ou requête trop volumineux.',
    });
  });

  it('refuses malformed JSON with a localized 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"email": ',
      headers: { ...xsrf.headers, 'content-type': 'application/json' },
      cookies: xsrf.cookies,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.badRequest');
  });

  it('hides internal errors behind a generic localized 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Une erreur inattendue est survenue. Réessayez plus tard.',
      code: 'error.internal',
    });
    expect(response.body).not.toContain('secret details');
  });

  it('localizes field errors raised by services', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ name: 'Ce champ est requis.' });
  });
});
