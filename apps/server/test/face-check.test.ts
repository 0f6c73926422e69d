import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTestApp,
  type TestApp,
  xsrf,
} from './helpers/app';
import { fakePdf, jpeg, multipart } from './helpers/images';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
type Files = Record<string, { data: Buffer; filename: string; contentType: string }>;
const capture = (data: Buffer): Files => ({
  image: { data, filename: 'capture.jpg', contentType: 'image/jpeg' },
});

// ADMIN_FACE_CHECK=required: login gives a face-only token that a matching capture upgrades.
describe('face check required', { timeout: 90_000 }, () => {
  let t: TestApp;
  const password = 'motdepasse-solide';
  let adminEmail: string;
  let imageName: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_FACE_CHECK: 'required' });
  });
  afterAll(() => t.close());

  const register = async (data: Buffer, email: string) => {
    const form = multipart(
      {
        nom: 'Trabelsi',
        prenom: 'Sana',
        telephone: '71123456',
        email,
        poste: 'Opérations',
        password,
      },
      capture(data),
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: form.payload,
      headers: { ...form.headers, ...xsrf.headers },
      cookies: xsrf.cookies,
    });
  };
  const login = async (email = adminEmail) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        headers: xsrf.headers,
        cookies: xsrf.cookies,
      })
    ).json() as { token: string; faceCheckRequired: boolean };
  const verify = (token: string | undefined, files: Files, fields: Record<string, string> = {}) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/verify-face',
      payload: form.payload,
      headers: { ...form.headers, ...(token ? bearer(token) : xsrf.headers) },
      cookies: token ? {} : xsrf.cookies,
    });
  };

  it('refuses a profile photo without a face or with several, storing nothing', async () => {
    const noFace = await register(await jpeg(400, 300), 'noface@example.tn');
    expect(noFace.statusCode).toBe(422);
    expect(noFace.json().message).toBe(
      'Aucun visage détecté sur la photo. Utilisez une photo nette de votre visage, de face.',
    );
    const a = await sharp(await fixture('face-a.jpg'))
      .resize(300)
      .toBuffer();
    const b = await sharp(await fixture('face-b.jpg'))
      .resize(260)
      .toBuffer();
    const group = await sharp({
      create: { width: 600, height: 420, channels: 3, background: '#ddd' },
    })
      .composite([
        { input: a, left: 0, top: 0 },
        { input: b, left: 340, top: 60 },
      ])
      .jpeg()
      .toBuffer();
    const many = await register(group, 'group@example.tn');
    expect(many.statusCode).toBe(422);
    expect(many.json().code).toBe('admins.face.manyFaces');
    const [row] = await t.app.db.select({ value: count() }).from(admins);
    expect(row?.value).toBe(0);
    expect(await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toHaveLength(0);
  });

  it('registers with one face; login returns a face-only token', async () => {
    adminEmail = 'sana@example.tn';
    const created = await register(await fixture('face-a.jpg'), adminEmail);
    expect(created.statusCode).toBe(201);
    imageName = created.json().admin.image;
    const { token, faceCheckRequired } = await login();
    expect(faceCheckRequired).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    expect(me.statusCode).toBe(403);
  });

  it('a matching capture (mirrored, as a webcam shows it) upgrades the token', async () => {
    const { token } = await login();
    const mirrored = await sharp(await fixture('face-a.jpg'))
      .flop()
      .modulate({ brightness: 0.8 })
      .jpeg({ quality: 92 })
      .toBuffer();
    // The reference descriptor was computed once at upload: the check never reads the photo again.
    await rm(path.join(t.dataDir, 'uploads', imageName));
    const response = await verify(token, capture(mirrored), { reference_image: imageName });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.match).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('another person does not match and gets no token', async () => {
    const { token } = await login();
    const response = await verify(token, capture(await fixture('face-b.jpg')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ match: false });
  });

  it('answers clear 4xx for no face, no capture, a PDF, and a reference that is not the caller’s', async () => {
    const { token } = await login();
    const noFace = await verify(token, capture(await jpeg(320, 240)));
    expect(noFace.statusCode).toBe(422);
    const missing = await verify(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Aucune capture reçue.');
    expect((await verify(token, capture(fakePdf))).statusCode).toBe(415);
    const foreign = await verify(token, capture(await fixture('face-a.jpg')), {
      reference_image: '00000000-0000-4000-8000-000000000000.jpg',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses anonymous (401) and client (403) callers', async () => {
    const client = await createClientAccount(t.app);
    expect((await verify(undefined, capture(await jpeg()))).statusCode).toBe(401);
    expect((await verify(client.token, capture(await jpeg()))).statusCode).toBe(403);
  });

  it('answers the spec’s message when the admin has no reference face', async () => {
    const account = await createAdminAccount(t.app);
    const response = await verify(account.token, capture(await fixture('face-a.jpg')));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Image de référence manquante !');
  });

  it('blocks the check after repeated failures', async () => {
    const { token } = await login();
    const other = await fixture('face-b.jpg');
    for (let i = 0; i < 4; i++)
      expect((await verify(token, capture(other))).json().match).toBe(false);
    const blocked = await verify(token, capture(await fixture('face-a.jpg')));
    expect(blocked.statusCode).toBe(429);
  });
});
