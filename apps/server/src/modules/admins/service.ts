import {
  type Admin,
  type AdminLoginBody,
  type AdminLoginResponse,
  adminProfileFieldsSchema,
  adminRegisterFieldsSchema,
  type StaffRole,
} from '@app/contracts/admins';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';
import { sessionsChanged } from '../../lib/account-sessions';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  AppError,
  badRequest,
  conflict,
  firstOrNotFound,
  forbidden,
  notFound,
} from '../../lib/errors';
import type { MultipartData } from '../../lib/multipart';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import type { UploadService } from '../../lib/uploads';
import { parseOrThrow } from '../../lib/validation';
import type { AuthContext } from '../../plugins/application/auth';
import { consumeLink, createLink } from '../auth/account-links';
import type { PendingReferences } from './face/pending-references';
import type { LoginThrottle } from './login-throttle';
import { recordStaffPhoto } from './staff-photos';

type AdminRow = typeof admins.$inferSelect;

const emailTakenError = () => conflict('admins.emailTaken', { email: 'admins.emailTaken' });

export const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  nom: row.nom,
  prenom: row.prenom,
  email: row.email,
  telephone: row.telephone,
  poste: row.poste,
  image: row.image,
  role: row.role,
});

/** The face reference of a profile image: its descriptor and its perceptual hash. */
interface FaceReference {
  faceDescriptor: number[] | null;
  faceHash: string;
}

/** What a new staff account is made of, whoever creates it (the API or the operator's script). */
export interface AdminFields {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  poste: string;
  password: string;
}

interface NewAdmin extends AdminFields, FaceReference {
  /** The stored profile photo's name. */
  image: string;
}

async function adminCount(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
}

export async function findAdmin(db: Db, id: number): Promise<AdminRow> {
  const row = await firstOrNotFound(db.select().from(admins).where(eq(admins.id, id)));
  return row;
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`);
  return row !== undefined && row.id !== exceptId;
}

/**
 * Inserts an admin. `bootstrapOnly` refuses when an admin already exists, checked under a lock so
 * two simultaneous "first admin" registrations cannot both succeed.
 */
export async function insertAdmin(
  db: Db,
  values: NewAdmin,
  options: { bootstrapOnly: boolean },
): Promise<Admin> {
  const passwordHash = await hashPassword(values.password);
  try {
    return await db.transaction(async (tx) => {
      if (options.bootstrapOnly) {
        await tx.execute(sql`select pg_advisory_xact_lock(515001)`);
        const [existing] = await tx.select({ value: count() }).from(admins);
        if ((existing?.value ?? 0) > 0) throw new AppError(401, 'admins.registerNeedsAdmin');
      }
      const [row] = await tx
        .insert(admins)
        .values({
          nom: values.nom,
          prenom: values.prenom,
          email: values.email,
          telephone: values.telephone,
          poste: values.poste,
          image: values.image,
          faceDescriptor: values.faceDescriptor,
          faceHash: values.faceHash,
          passwordHash,
        })
        .returning();
      return toAdmin(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

/** Checks email + password; undefined when either is wrong (same timing for unknown emails). */
async function checkCredentials(
  db: Db,
  body: Required<AdminLoginBody>,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${body.email.toLowerCase()}`);
  const ok = await verifyPassword(row?.passwordHash, body.password);
  return ok ? row : undefined;
}

/** A face-scope token only has to live long enough to look at the camera. */
const FACE_TOKEN_TTL_SECONDS = 10 * 60;

export interface LoginDeps {
  db: Db;
  /** Failed logins per (e-mail, address): growing delays for that pair only (login-throttle.ts). */
  throttle: LoginThrottle;
  tokens: TokenService;
  /** With the face check required a password only earns a face-check token. */
  faceCheckRequired: boolean;
  /** Called once the password is right (the face engine warms up). */
  passwordAccepted: () => void;
}

/** A login refused because this address failed too often for this account lately. */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterS: number) {
    super(429, 'admins.loginThrottled');
  }
}

/**
 * POST /api/login: e-mail and password → the admin and a token (face-check-only if required).
 * `address` is the caller's (the throttle counts failures per e-mail and address).
 */
export async function logIn(
  deps: LoginDeps,
  body: Required<AdminLoginBody>,
  address: string,
): Promise<AdminLoginResponse> {
  const { throttle, faceCheckRequired } = deps;
  const wait = throttle.waitMs(body.email, address);
  if (wait > 0) throw new LoginThrottledError(Math.ceil(wait / 1000));
  const row = await checkCredentials(deps.db, body);
  if (!row) {
    throttle.recordFailure(body.email, address);
    throw new AppError(401, 'admins.invalidCredentials');
  }
  throttle.recordSuccess(body.email, address);
  deps.passwordAccepted();
  const token = deps.tokens.issue(
    {
      sub: String(row.id),
      role: 'admin',
      scope: faceCheckRequired ? 'face' : 'full',
      tv: row.tokenVersion,
    },
    faceCheckRequired ? FACE_TOKEN_TTL_SECONDS : undefined,
  );
  // While the second factor is pending the answer leaves the photo out: it is the face the
  // check compares with, so holding the password alone must not reveal it.
  const answered = toAdmin(row);
  return {
    admin: faceCheckRequired ? { ...answered, image: null } : answered,
    token,
    faceCheckRequired,
  };
}

/** Revokes every token of the admin (logout). */
export async function revokeTokens(db: Db, id: number): Promise<void> {
  await db
    .update(admins)
    .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, id));
  sessionsChanged('admin', [id]);
}

/**
 * An admin sets a staff account's role. The change bumps the token version, so the account's
 * sessions end and its next login carries the new role (plugins/application/auth.ts reads it with the version).
 * The last admin cannot be demoted: a back-office nobody can administer is a lock-out. The advisory
 * lock serializes concurrent demotions, which could otherwise each see another admin left.
 */
export async function setStaffRole(db: Db, id: number, role: StaffRole): Promise<Admin> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7349301)`);
    const current = await firstOrNotFound(tx.select().from(admins).where(eq(admins.id, id)));
    if (current.role === role) return current;
    if (current.role === 'admin') {
      const [others] = await tx
        .select({ n: count() })
        .from(admins)
        .where(and(eq(admins.role, 'admin'), sql`${admins.id} <> ${id}`));
      if ((others?.n ?? 0) === 0) throw conflict('admins.lastAdmin');
    }
    const [updated] = await tx
      .update(admins)
      .set({ role, tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    return updated!;
  });
  sessionsChanged('admin', [id]);
  return toAdmin(row);
}

export interface ProfileChanges {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  poste: string;
  /** A new photo; its face reference is stored later (setFaceReference), the old one stays till then. */
  image?: { name: string };
}

/**
 * Stores the face reference computed from a saved photo, if that photo is still the admin's
 * (a newer save wins). Returns whether it was stored.
 */
export async function setFaceReference(
  db: Db,
  id: number,
  image: string,
  reference: FaceReference,
): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set(reference)
    .where(and(eq(admins.id, id), eq(admins.image, image)))
    .returning({ id: admins.id });
  return rows.length > 0;
}

/** Puts the previous photo back when a saved one cannot be a face reference (and is still current). */
async function restoreImage(
  db: Db,
  id: number,
  refused: string,
  previous: string | null,
): Promise<void> {
  await db
    .update(admins)
    .set({ image: previous })
    .where(and(eq(admins.id, id), eq(admins.image, refused)));
}

export async function updateProfile(db: Db, id: number, changes: ProfileChanges): Promise<Admin> {
  try {
    const row = await firstOrNotFound(
      db
        .update(admins)
        .set({
          nom: changes.nom,
          prenom: changes.prenom,
          email: changes.email,
          telephone: changes.telephone,
          poste: changes.poste,
          ...(changes.image ? { image: changes.image.name } : {}),
          updatedAt: new Date(),
        })
        .where(eq(admins.id, id))
        .returning(),
    );
    return toAdmin(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

/**
 * What registration and the profile save need besides the database: the upload store, the face
 * reference of a photo (the face engine), and the references still being computed after a save.
 */
export interface AdminAccountDeps {
  db: Db;
  uploads: UploadService;
  profileFace: (image: Buffer) => Promise<FaceReference>;
  references: PendingReferences;
  log: FastifyBaseLogger;
}

/**
 * POST /api/register. Who may register: with a token, an admin holding a full token; without one,
 * anyone while no admin exists (the first account, checked again under a lock when inserting).
 * `readForm` reads the multipart body, only once the caller may register.
 */
export async function registerAdmin(
  deps: AdminAccountDeps,
  caller: AuthContext | null,
  readForm: () => Promise<MultipartData>,
): Promise<Admin> {
  if (caller) {
    if (caller.role !== 'admin' || caller.staffRole !== 'admin' || caller.scope !== 'full') {
      throw forbidden();
    }
  } else if ((await adminCount(deps.db)) > 0) {
    throw new AppError(401, 'admins.registerNeedsAdmin');
  }
  const { fields, files } = await readForm();
  const body = parseOrThrow(adminRegisterFieldsSchema, fields);
  const image = files.image;
  if (!image) throw badRequest('admins.imageRequired', { image: 'admins.imageRequired' });
  if (await emailTaken(deps.db, body.email)) throw emailTakenError();
  // Checked before storing, so a refused photo leaves nothing behind.
  const reference = await deps.profileFace(image);
  const stored = await deps.uploads.prepareImage(image);
  const created = await insertAdmin(
    deps.db,
    { ...body, image: stored.name, ...reference },
    { bootstrapOnly: caller === null },
  );
  await recordStaffPhoto(deps.db, created.id, stored.name);
  await stored.save();
  return created;
}

/**
 * PUT /api/admin/:id: an admin saves their own profile. The save answers at once: describing the
 * face takes seconds, so a new photo's reference is computed after the answer (the face check waits
 * for it) and the old one serves till then.
 */
export async function saveOwnProfile(
  deps: AdminAccountDeps,
  callerId: number,
  id: number,
  readForm: () => Promise<MultipartData>,
): Promise<Admin> {
  if (id !== callerId) throw forbidden('admins.notYourProfile');
  const { fields, files } = await readForm();
  const body = parseOrThrow(adminProfileFieldsSchema, fields);
  if (await emailTaken(deps.db, body.email, id)) throw emailTakenError();
  const photo = files.image;
  if (!photo) return updateProfile(deps.db, id, body);
  const previous = (await findAdmin(deps.db, id)).image;
  const stored = await deps.uploads.prepareImage(photo);
  const updated = await updateProfile(deps.db, id, { ...body, image: { name: stored.name } });
  // Known as a staff photo before the file exists, so it is never served publicly.
  await recordStaffPhoto(deps.db, id, stored.name);
  await stored.save();
  scheduleFaceReference(deps, id, photo, stored.name, previous);
  return updated;
}

/** Computes and stores the face reference of a saved photo after the save answered. */
function scheduleFaceReference(
  deps: AdminAccountDeps,
  id: number,
  photo: Buffer,
  name: string,
  previous: string | null,
): void {
  deps.references.schedule(id, async () => {
    try {
      const reference = await deps.profileFace(photo);
      await setFaceReference(deps.db, id, name, reference);
    } catch (error) {
      // With the check required, a photo without exactly one face cannot be the reference:
      // the previous photo and its reference stay, so the admin can still pass the check.
      if (error instanceof AppError && error.statusCode === 422) {
        await restoreImage(deps.db, id, name, previous);
        deps.log.warn({ adminId: id }, 'profile photo has no usable face; previous one kept');
      } else {
        deps.log.error({ err: error, adminId: id }, 'face reference computation failed');
      }
    }
  });
}

/** Sets a new staff password and ends every session of the account; answers the new version. */
async function setAdminPassword(db: Db, id: number, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(admins)
    .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(admins.id, id))
    .returning({ tv: admins.tokenVersion });
  sessionsChanged('admin', [id]);
  if (!row) throw notFound();
  return row.tv;
}

/**
 * POST /api/admin/password: with the current password, a new one. Every other token and live
 * stream of the account ends; the caller goes on with the (full) token answered.
 */
export async function changeAdminPassword(
  db: Db,
  tokens: TokenService,
  id: number,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  const row = await findAdmin(db, id);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword)))
    throw badRequest('account.currentPasswordWrong', {
      currentPassword: 'account.currentPasswordWrong',
    });
  const tv = await setAdminPassword(db, id, input.newPassword);
  return tokens.issue({ sub: String(id), role: 'admin', scope: 'full', tv });
}

/** The link a staff "forgot password" sends, or null (no account, or too many links lately). */
export async function adminPasswordResetLink(db: Db, email: string) {
  const [row] = await db
    .select({ id: admins.id, email: admins.email })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`);
  if (!row) return null;
  const token = await createLink(db, {
    purpose: 'password_reset',
    role: 'admin',
    accountId: row.id,
  });
  return token ? { to: row.email, token } : null;
}

/**
 * POST /api/staff-password/reset: spends the link and sets the password; every session ends. The
 * second factor still guards the next login.
 */
export async function resetAdminPassword(db: Db, input: { token: string; password: string }) {
  const link = await db.transaction((tx) =>
    consumeLink(tx, 'password_reset', 'admin', input.token),
  );
  if (!link) throw badRequest('account.linkInvalid', { token: 'account.linkInvalid' });
  await setAdminPassword(db, link.accountId, input.password);
}
