import {
  DEFAULT_SETTINGS,
  type emailChangeSchema,
  type Me,
  type passwordChangeSchema,
  type profileUpdateSchema,
  type resetPasswordSchema,
  type signinBodySchema,
  type signupBodySchema,
} from '@app/contracts/auth';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { sessionsChanged } from '../../lib/account-sessions';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import { consumeLink, createLink } from './account-links';
import type { AccountLockout } from './account-lockout';

const emailTaken = () => conflict('auth.emailTaken', { email: 'auth.emailTaken' });

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

export async function signUp(db: Db, input: z.output<typeof signupBodySchema>) {
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`lower(${clients.email}) = ${input.email}`);
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(clients)
      .values({ ...input, passwordHash, settings: DEFAULT_SETTINGS })
      .returning({ id: clients.id, email: clients.email });
    return row!;
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function signIn(
  db: Db,
  tokens: TokenService,
  lockout: AccountLockout,
  input: z.output<typeof signinBodySchema>,
): Promise<string> {
  if (lockout.isLocked(input.email)) throw new AppError(429, 'auth.accountLocked');
  const [row] = await db
    .select({ id: clients.id, hash: clients.passwordHash, tv: clients.tokenVersion })
    .from(clients)
    .where(and(sql`lower(${clients.email}) = ${input.email}`, eq(clients.status, 'active')));
  // verifyPassword also runs for unknown emails so timing does not reveal registered addresses.
  const ok = await verifyPassword(row?.hash, input.password);
  if (!row || !ok) {
    lockout.recordFailure(input.email);
    throw unauthorized('auth.invalidCredentials');
  }
  lockout.recordSuccess(input.email);
  return tokens.issue({ sub: String(row.id), role: 'client', scope: 'full', tv: row.tv });
}

/** Revokes every token of the account (sign-out everywhere). */
export async function signOut(db: Db, clientId: number) {
  await db
    .update(clients)
    .set({ tokenVersion: sql`${clients.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(clients.id, clientId));
  sessionsChanged('client', [clientId]);
}

/**
 * The profile query, prepared once per database: GET /api/me is the client's most frequent read, and
 * a named statement spares PostgreSQL parsing and planning it (and drizzle rebuilding it) each time.
 */
const meStatements = new WeakMap<Db, ReturnType<typeof prepareMe>>();
function prepareMe(db: Db) {
  return db
    .select({
      id: clients.id,
      fullName: clients.fullName,
      email: clients.email,
      phone: clients.phone,
      governorate: clients.governorate,
      companyName: clients.companyName,
      job: clients.job,
      city: clients.city,
    })
    .from(clients)
    .where(eq(clients.id, sql.placeholder('id')))
    .prepare('client_me');
}

export async function getMe(db: Db, clientId: number): Promise<Me> {
  let statement = meStatements.get(db);
  if (!statement) {
    statement = prepareMe(db);
    meStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id: clientId });
  if (!row) throw unauthorized();
  return row;
}

/** PUT /api/me: the client edits their own profile (not the e-mail: see requestEmailChange). */
export async function updateProfile(
  db: Db,
  clientId: number,
  input: z.output<typeof profileUpdateSchema>,
): Promise<Me> {
  await db
    .update(clients)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), eq(clients.status, 'active')));
  return getMe(db, clientId);
}

async function checkCurrentPassword(db: Db, clientId: number, password: string) {
  const [row] = await db
    .select({ hash: clients.passwordHash })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.hash, password)))
    throw badRequest('account.currentPasswordWrong', {
      currentPassword: 'account.currentPasswordWrong',
    });
}

/** Sets a new password and ends every session of the account; answers the new token version. */
async function setPassword(db: Db, clientId: number, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(clients)
    .set({
      passwordHash,
      tokenVersion: sql`${clients.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(clients.id, clientId))
    .returning({ tv: clients.tokenVersion });
  sessionsChanged('client', [clientId]);
  if (!row) throw unauthorized();
  return row.tv;
}

/**
 * POST /api/me/password: with the current password, a new one. Every other token and live stream
 * of the account ends; the caller goes on with the token answered.
 */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  clientId: number,
  input: z.output<typeof passwordChangeSchema>,
): Promise<string> {
  await checkCurrentPassword(db, clientId, input.currentPassword);
  const tv = await setPassword(db, clientId, input.newPassword);
  return tokens.issue({ sub: String(clientId), role: 'client', scope: 'full', tv });
}

/** The link a "forgot password" sends, or null (no active account, or too many links lately). */
export async function passwordResetLink(db: Db, email: string) {
  const [row] = await db
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(and(sql`lower(${clients.email}) = ${email}`, eq(clients.status, 'active')));
  if (!row) return null;
  const token = await createLink(db, {
    purpose: 'password_reset',
    role: 'client',
    accountId: row.id,
  });
  return token ? { to: row.email, token } : null;
}

/** POST /api/password/reset: spends the link and sets the password (all sessions end). */
export async function resetPassword(db: Db, input: z.output<typeof resetPasswordSchema>) {
  const link = await db.transaction((tx) =>
    consumeLink(tx, 'password_reset', 'client', input.token),
  );
  if (!link) throw badRequest('account.linkInvalid', { token: 'account.linkInvalid' });
  const [active] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, link.accountId), eq(clients.status, 'active')));
  if (!active) throw badRequest('account.linkInvalid', { token: 'account.linkInvalid' });
  await setPassword(db, link.accountId, input.password);
}

/**
 * POST /api/me/email: with the current password, a link to confirm the new address is mailed to
 * it; the account keeps its address until the link is opened.
 */
export async function requestEmailChange(
  db: Db,
  clientId: number,
  input: z.output<typeof emailChangeSchema>,
): Promise<string | null> {
  await checkCurrentPassword(db, clientId, input.currentPassword);
  const me = await getMe(db, clientId);
  if (me.email.toLowerCase() === input.email)
    throw badRequest('account.emailUnchanged', { email: 'account.emailUnchanged' });
  await assertEmailFree(db, input.email, clientId);
  return createLink(db, {
    purpose: 'email_change',
    role: 'client',
    accountId: clientId,
    newEmail: input.email,
  });
}

async function assertEmailFree(db: Db, email: string, clientId: number) {
  const [taken] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`lower(${clients.email}) = ${email}`);
  if (taken && taken.id !== clientId) throw emailTaken();
}

/** POST /api/email/confirm: spends the link and switches the account to the confirmed address. */
export async function confirmEmailChange(db: Db, token: string): Promise<{ email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const link = await consumeLink(tx, 'email_change', 'client', token);
      if (!link?.newEmail)
        throw badRequest('account.linkInvalid', { token: 'account.linkInvalid' });
      const [row] = await tx
        .update(clients)
        .set({ email: link.newEmail, updatedAt: new Date() })
        .where(and(eq(clients.id, link.accountId), eq(clients.status, 'active')))
        .returning({ email: clients.email });
      if (!row) throw badRequest('account.linkInvalid', { token: 'account.linkInvalid' });
      return row;
    });
  } catch (error) {
    // Someone signed up with that address since the link was sent: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
