import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { admins, faceChallenges } from '../../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  issueToken,
  xsrf,
} from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';
import { framesTurning, turnedFrame, turningReferencePhoto } from '../../helpers/head-turn-frames';
import { fakePdf, jpeg, multipart, twoFacesPhoto } from '../../helpers/images';

/**
 * The profile-photo reference computation can be held (`gate.hold()`), so the tests see what
 * happens while it is still running; `gate.reads` counts the admin rows the routes read.
 */
const gate = vi.hoisted(() => {
  let release: (() => void) | null = null;
  let held: Promise<void> | null = null;
  return {
    started: 0,
    reads: 0,
    hold() {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release() {
      release?.();
      held = null;
    },
    get held() {
      return held;
    },
  };
});
vi.mock('../../../src/modules/admins/face/reference-descriptor', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../../src/modules/admins/face/reference-descriptor')>();
  return {
    referenceDescriptor: async (...args: Parameters<typeof real.referenceDescriptor>) => {
      gate.started += 1;
      if (gate.held) await gate.held;
      return real.referenceDescriptor(...args);
    },
  };
});
vi.mock('../../../src/modules/admins/service', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/modules/admins/service')>();
  return {
    ...real,
    findAdmin: (...args: Parameters<typeof real.findAdmin>) => {
      gate.reads += 1;
      return real.findAdmin(...args);
    },
  };
});

const fixture = (name: string) => readFile(new URL(`../../fixtures/${name}`, import.meta.url));
type Files = Record<string, { data: Buffer; filename: string; contentType: string }>;
const capture = (data: Buffer): Files => ({
  image: { data, filename: 'capture.jpg', contentType: 'image/jpeg' },
});
// ADMIN_FACE_CHECK=required: login gives a face-only token that a live capture of the account's
// face, turning the head as a one-time challenge asks, upgrades.
describe('face check required', { timeout: 90_000 }, () => {
  const password = 'motdepasse-solide';

  const t = useTestApp({ ADMIN_FACE_CHECK: 'required' });

  let registrar: string | undefined;
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
      headers: { ...form.headers, ...(registrar ? bearer(registrar) : xsrf.headers) },
      cookies: registrar ? {} : xsrf.cookies,
    });
  };
  const login = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        headers: xsrf.headers,
        cookies: xsrf.cookies,
      })
    ).json() as { token: string; faceCheckRequired: boolean; admin: { image: string | null } };
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
    const group = await twoFacesPhoto();
    const many = await register(group, 'group@example.tn');
    expect(many.statusCode).toBe(422);
    expect(many.json().code).toBe('admins.face.manyFaces');
    const [row] = await t.app.db.select({ value: count() }).from(admins);
    expect(row?.value).toBe(0);
    expect(await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toHaveLength(0);
  });

  /** A staff account whose profile photo is the face of the turning frames; signed in (face token). */
  let accounts = 0;
  const faceAdmin = async () => {
    if (!registrar) registrar = (await createAdminAccount(t.app)).token;
    const email = `face-${Date.now().toString(36)}-${accounts++}@example.tn`;
    const created = await register(await turningReferencePhoto(), email);
    expect(created.statusCode).toBe(201);
    const { id, image } = created.json().admin as { id: number; image: string };
    // The token login gives (login itself is tested above; it is rate-limited per address).
    const token = issueToken(t.app, id, 'admin', 'face');
    return { email, image, token };
  };
  let calls = 0;
  const challenge = async (token: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verify-face/challenge',
      headers: bearer(token),
      // One address per call, as for verifyFrames: the file's many challenges stay under the limit.
      remoteAddress: `10.2.${Math.floor(calls / 250)}.${calls++ % 250}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { challenge: string; direction: 'left' | 'right'; expiresAt: string };
  };
  /** Posts frames as the page does: `image` first (start pose), then each `frame`. */
  const verifyFrames = (token: string, id: string | undefined, frames: Buffer[]) => {
    const [first, ...rest] = frames;
    const form = multiFrame(id ? { challenge: id } : {}, first, rest);
    return t.app.inject({
      method: 'POST',
      url: '/api/verify-face',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
      // One address per call: the per-address rate limit is not what these tests are about.
      remoteAddress: `10.1.${Math.floor(calls / 250)}.${calls++ % 250}`,
    });
  };
  const multiFrame = (
    fields: Record<string, string>,
    first: Buffer | undefined,
    rest: Buffer[],
  ) => {
    const boundary = `----frames${Math.random().toString(16).slice(2)}`;
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
    const parts: [string, Buffer][] = [
      ...(first ? ([['image', first]] as [string, Buffer][]) : []),
      ...rest.map((frame) => ['frame', frame] as [string, Buffer]),
    ];
    for (const [name, data] of parts) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(chunks),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it('login gives a face-only token and leaves the photo out of its answer', async () => {
    const account = await faceAdmin();
    const session = await login(account.email);
    expect(session.faceCheckRequired).toBe(true);
    expect(session.admin.image).toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(session.token),
    });
    expect(me.statusCode).toBe(403);
  });

  it('serves a staff photo only to a signed-in admin, never cached; other uploads stay public', async () => {
    const account = await faceAdmin();
    const url = `/uploads/${account.image}`;
    const client = await createClientAccount(t.app);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(client.token) })).statusCode,
    ).toBe(403);
    // The password alone (face-check token) does not show the face the check compares with.
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(account.token) })).statusCode,
    ).toBe(403);
    const colleague = await createAdminAccount(t.app);
    const seen = await t.app.inject({ method: 'GET', url, headers: bearer(colleague.token) });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    const complaintPhoto = await t.app.uploads.storeImage(await jpeg(40, 30));
    const open = await t.app.inject({ method: 'GET', url: `/uploads/${complaintPhoto.name}` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toContain('public');
  });

  it('a replaced profile photo stays private', async () => {
    const admin = await createAdminAccount(t.app);
    const form = multipart(
      { nom: 'Trabelsi', prenom: 'Sana', email: admin.email, telephone: '71123456', poste: 'Ops' },
      capture(await turningReferencePhoto()),
    );
    const update = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/${admin.id}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(admin.token) },
      });
    const first = (await update()).json().updatedImageName as string;
    const second = await update();
    expect(second.json().updatedImageName).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${first}` })).statusCode).toBe(401);
  });

  it('issues a random one-time challenge valid 60 s', async () => {
    const account = await faceAdmin();
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const issued = await challenge(account.token);
      seen.add(issued.direction);
      const ttl = new Date(issued.expiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    expect(seen).toEqual(new Set(['left', 'right']));
  });

  it('the face turning as asked passes and completes the login with the full admin', async () => {
    const account = await faceAdmin();
    // The reference descriptor was computed once at upload: the check never reads the photo again.
    await rm(path.join(t.dataDir, 'uploads', account.image));
    const issued = await challenge(account.token);
    const response = await verifyFrames(
      account.token,
      issued.challenge,
      await framesTurning(issued.direction),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.match).toBe(true);
    expect(body.admin.image).toBe(account.image);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses the attack of today: the reference photo itself, even mirrored and re-lit', async () => {
    const account = await faceAdmin();
    const reference = await turningReferencePhoto();
    // The old request shape (one capture, no challenge) no longer passes.
    const old = await verify(account.token, capture(reference), { reference_image: account.image });
    expect(old.statusCode).toBe(400);
    const copy = await sharp(reference)
      .flop()
      .modulate({ brightness: 0.8 })
      .jpeg({ quality: 70 })
      .toBuffer();
    const issued = await challenge(account.token);
    const refused = await verifyFrames(account.token, issued.challenge, [
      copy,
      await turnedFrame(issued.direction === 'left' ? 0.3 : -0.3),
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('admins.face.captureReused');
  });

  it('a static image, a turn the wrong way and another face do not match', async () => {
    const account = await faceAdmin();
    let issued = await challenge(account.token);
    const still = await verifyFrames(account.token, issued.challenge, [
      await turnedFrame(0, -6),
      await turnedFrame(0, -12),
      await turnedFrame(0, -18),
    ]);
    expect(still.json()).toEqual({ match: false, reason: 'movement' });
    issued = await challenge(account.token);
    const wrongWay = await verifyFrames(
      account.token,
      issued.challenge,
      await framesTurning(issued.direction === 'left' ? 'right' : 'left', -30),
    );
    expect(wrongWay.json()).toEqual({ match: false, reason: 'movement' });
    issued = await challenge(account.token);
    const someoneElse = await verifyFrames(account.token, issued.challenge, [
      await fixture('face-b.jpg'),
      await sharp(await fixture('face-b.jpg'))
        .flop()
        .resize(300)
        .toBuffer(),
    ]);
    expect(someoneElse.json()).toEqual({ match: false, reason: 'face' });
  });

  it('refuses a replayed request, an earlier capture, an expired or foreign challenge', async () => {
    const account = await faceAdmin();
    const issued = await challenge(account.token);
    const frames = await framesTurning(issued.direction, -8);
    expect((await verifyFrames(account.token, issued.challenge, frames)).json().match).toBe(true);
    // The same request again: the challenge is spent.
    const replay = await verifyFrames(account.token, issued.challenge, frames);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(
      'Cette consigne a expiré ou a déjà servi. Recommencez la vérification.',
    );
    // The same frames with a fresh challenge: an earlier capture.
    const fresh = await challenge(account.token);
    const reused = await verifyFrames(account.token, fresh.challenge, frames);
    expect(reused.statusCode).toBe(422);
    // An expired challenge.
    const late = await challenge(account.token);
    await t.app.db
      .update(faceChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(faceChallenges.id, late.challenge));
    const expired = await verifyFrames(
      account.token,
      late.challenge,
      await framesTurning(late.direction, -20),
    );
    expect(expired.statusCode).toBe(409);
    // Another account's challenge.
    const other = await faceAdmin();
    const theirs = await challenge(other.token);
    const foreign = await verifyFrames(
      account.token,
      theirs.challenge,
      await framesTurning(theirs.direction, -26),
    );
    expect(foreign.statusCode).toBe(409);
  });

  it('refuses a partial replay: an earlier capture’s frames mixed with fresh ones', async () => {
    const account = await faceAdmin();
    // Challenges from an address of their own: this test may ask a few times for the same way.
    const challengeTurning = async (direction: 'left' | 'right') => {
      for (let attempt = 0; attempt < 12; attempt++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/verify-face/challenge',
          headers: bearer(account.token),
          remoteAddress: '10.77.0.1',
        });
        const issued = response.json() as { challenge: string; direction: 'left' | 'right' };
        if (issued.direction === direction) return issued.challenge;
      }
      throw new Error(`no '${direction}' challenge in 12`);
    };
    const first = await challenge(account.token);
    const earlier = await framesTurning(first.direction, -6);
    expect((await verifyFrames(account.token, first.challenge, earlier)).json().match).toBe(true);
    // The same way asked again: the earlier turned frames carry exactly the movement asked for.
    // A fresh start pose (16 pixels elsewhere) in front of them is still a replay.
    const fresh = await framesTurning(first.direction, -22);
    const oldTurn = await verifyFrames(account.token, await challengeTurning(first.direction), [
      fresh[0]!,
      earlier[1]!,
      earlier[2]!,
    ]);
    expect(oldTurn.statusCode).toBe(422);
    expect(oldTurn.json().code).toBe('admins.face.captureReused');
    // The earlier start pose in front of freshly turned frames, too.
    const oldStart = await verifyFrames(account.token, await challengeTurning(first.direction), [
      earlier[0]!,
      fresh[1]!,
      fresh[2]!,
    ]);
    expect(oldStart.statusCode).toBe(422);
    expect(oldStart.json().code).toBe('admins.face.captureReused');
  });

  it('answers clear 4xx for missing frames or challenge, no face, a PDF, a reference that is not the caller’s', async () => {
    const account = await faceAdmin();
    const frames = await framesTurning('left', -4);
    const missing = await verify(account.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Aucune capture reçue.');
    const one = await verifyFrames(account.token, undefined, frames.slice(0, 1));
    expect(one.statusCode).toBe(400);
    expect(one.json().code).toBe('admins.face.framesRequired');
    const noChallenge = await verifyFrames(account.token, undefined, frames);
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json().code).toBe('admins.face.challengeRequired');
    let issued = await challenge(account.token);
    const noFace = await verifyFrames(account.token, issued.challenge, [
      await jpeg(320, 240),
      await jpeg(330, 240),
    ]);
    expect(noFace.statusCode).toBe(422);
    issued = await challenge(account.token);
    const pdf = await verifyFrames(account.token, issued.challenge, [fakePdf, fakePdf]);
    expect(pdf.statusCode).toBe(415);
    const foreign = await verify(account.token, capture(frames[0]!), {
      reference_image: '00000000-0000-4000-8000-000000000000.jpg',
    });
    expect(foreign.statusCode).toBe(403);
    const tooMany = await verifyFrames(account.token, 'x', [...frames, ...frames]);
    expect(tooMany.statusCode).toBe(413);
  });

  it('refuses anonymous (401) and client (403) callers on both routes', async () => {
    const client = await createClientAccount(t.app);
    expect((await verify(undefined, capture(await jpeg()))).statusCode).toBe(401);
    expect((await verify(client.token, capture(await jpeg()))).statusCode).toBe(403);
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/verify-face/challenge', headers });
    expect((await ask({ ...xsrf.headers, cookie: 'XSRF-TOKEN=test-xsrf-token' })).statusCode).toBe(
      401,
    );
    expect((await ask(bearer(client.token))).statusCode).toBe(403);
  });

  it('answers the missing-reference message when the admin has no reference face', async () => {
    const account = await createAdminAccount(t.app);
    const response = await verifyFrames(account.token, undefined, await framesTurning('left'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Image de référence manquante !');
  });

  describe('a new profile photo', () => {
    /** Saves a photo on the admin's own profile with a full token, as the profile screen does. */
    const savePhoto = async (email: string, data: Buffer) => {
      const [row] = await t.app.db.select().from(admins).where(eq(admins.email, email));
      const token = issueToken(t.app, row!.id, 'admin');
      const form = multipart(
        { nom: row!.nom, prenom: row!.prenom, email, telephone: row!.telephone, poste: row!.poste },
        { image: { data, filename: 'photo.jpg', contentType: 'image/jpeg' } },
      );
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/${row!.id}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      });
      return { response, before: row! };
    };
    const current = async (email: string) =>
      (await t.app.db.select().from(admins).where(eq(admins.email, email)))[0]!;

    it('answers before the face is described, then becomes the reference', async () => {
      const account = await faceAdmin();
      const started = gate.started;
      gate.hold();
      try {
        // Held, the reference cannot be computed: a save that waited for it would never answer.
        const answered = await Promise.race([
          savePhoto(account.email, await fixture('face-b.jpg')),
          new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 20_000)),
        ]);
        if (answered === 'waiting') throw new Error('the save waited for the face reference');
        const { response, before } = answered;
        expect(response.statusCode).toBe(200);
        const saved = response.json().updatedImageName as string;
        expect(saved).not.toBe(before.image);
        // The photo is saved; its reference is being computed, the previous one still serves.
        await vi.waitFor(() => expect(gate.started).toBe(started + 1));
        const during = await current(account.email);
        expect(during.image).toBe(saved);
        expect(during.faceHash).toBe(before.faceHash);
        expect(during.faceDescriptor).toEqual(before.faceDescriptor);
        gate.release();
        await vi.waitFor(
          async () => {
            const row = await current(account.email);
            expect(row.faceHash).not.toBe(before.faceHash);
            expect(row.faceDescriptor).not.toEqual(before.faceDescriptor);
          },
          { timeout: 30_000, interval: 200 },
        );
        expect((await current(account.email)).image).toBe(saved);
      } finally {
        gate.release();
      }
    });

    it('the face check waits for a reference still being computed', async () => {
      // Registered with another face; the new photo is the face of the turning frames.
      if (!registrar) registrar = (await createAdminAccount(t.app)).token;
      const email = `face-pending-${Date.now().toString(36)}@example.tn`;
      const created = await register(await fixture('face-b.jpg'), email);
      expect(created.statusCode).toBe(201);
      const { id } = created.json().admin as { id: number };
      const token = issueToken(t.app, id, 'admin', 'face');
      gate.hold();
      try {
        const { response } = await savePhoto(email, await turningReferencePhoto());
        expect(response.statusCode).toBe(200);
        const issued = await challenge(token);
        const reads = gate.reads;
        const checked = verifyFrames(
          token,
          issued.challenge,
          await framesTurning(issued.direction),
        );
        // While the reference is held the check must not read the account (it would compare
        // the capture with the previous face): it waits. Given 3 s, a check that did not wait
        // has read the row long before.
        const readEarly = await vi
          .waitFor(() => expect(gate.reads).toBeGreaterThan(reads), { timeout: 3_000 })
          .then(
            () => true,
            () => false,
          );
        expect(readEarly, 'the check read the account before its reference was stored').toBe(false);
        gate.release();
        const verdict = await checked;
        expect(verdict.statusCode, verdict.body).toBe(200);
        expect(verdict.json().match).toBe(true);
      } finally {
        gate.release();
      }
    });

    it('without a usable face leaves the previous photo and reference in place', async () => {
      const account = await faceAdmin();
      const { response, before } = await savePhoto(account.email, await jpeg(400, 300));
      expect(response.statusCode).toBe(200);
      await vi.waitFor(
        async () => expect((await current(account.email)).image).toBe(before.image),
        { timeout: 30_000, interval: 200 },
      );
      const row = await current(account.email);
      expect(row.faceDescriptor).toEqual(before.faceDescriptor);
      expect(row.faceHash).toBe(before.faceHash);
    });
  });

  it('throttles failed checks per account, whatever the reason, like passwords', async () => {
    const account = await faceAdmin();
    for (let i = 0; i < 5; i++) {
      const issued = await challenge(account.token);
      // i=0: an unknown challenge; i=1: the reference photo; then static images.
      const response = await verifyFrames(
        account.token,
        i === 0 ? '00000000-0000-4000-8000-000000000000' : issued.challenge,
        i === 1
          ? [await turningReferencePhoto(), await turnedFrame(0.3, -40)]
          : [await turnedFrame(0, -3 * i), await turnedFrame(0, -3 * i - 20)],
      );
      expect(response.statusCode).not.toBe(429);
      expect(response.statusCode === 200 ? response.json().match : false).toBe(false);
    }
    const issued = await challenge(account.token);
    const blocked = await verifyFrames(
      account.token,
      issued.challenge,
      await framesTurning(issued.direction, -35),
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('admins.face.tooManyAttempts');
  });
});
