import {
  DEFAULT_SETTINGS,
  type Me,
  type Settings,
  type signinBodySchema,
  type signupBodySchema,
} from '@app/contracts/auth';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { sessionsChanged } from '../../lib/account-sessions';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
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

export async function getMe(db: Db, clientId: number): Promise<Me> {
  const [row] = await db
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
    .where(eq(clients.id, clientId));
  if (!row) throw unauthorized();
  return row;
}

/** Stored toggles over the defaults, so a toggle added later has a value for old accounts. */
export async function getSettings(db: Db, clientId: number): Promise<Settings> {
  const [row] = await db
    .select({ settings: clients.settings })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw unauthorized();
  const stored = row.settings ?? {};
  return Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).map(([key, value]) => [
      key,
      typeof stored[key] === 'boolean' ? stored[key] : value,
    ]),
  ) as Settings;
}

export async function updateSettings(
  db: Db,
  clientId: number,
  patch: Partial<Settings>,
): Promise<Settings> {
  const merged = { ...(await getSettings(db, clientId)), ...patch };
  await db
    .update(clients)
    .set({ settings: merged, updatedAt: new Date() })
    .where(eq(clients.id, clientId));
  return merged;
}
