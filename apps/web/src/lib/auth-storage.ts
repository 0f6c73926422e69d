import { jwtDecode } from 'jwt-decode';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * Browser-side session storage for the two kinds of sign-in.
 *
 * - client: JWT under localStorage `token`
 * - admin: JWT under `adminToken`, the admin record (nom, prenom, email, image…) under `admin`
 *
 * Tokens are decoded with jwt-decode (never verified — the server does that) to read `role`, `scope` and `exp`.
 * A token that is malformed, expired or of the wrong role counts as absent. Components subscribe
 * through `useSession()`/`useAdminRecord()` and re-render on every change, including changes made
 * in another tab and the moment a token expires.
 */

export type TokenKind = 'client' | 'admin';
type TokenScope = 'full' | 'face';

const STORAGE_KEYS = {
  clientToken: 'token',
  adminToken: 'adminToken',
  adminRecord: 'admin',
} as const;

const TOKEN_KEY: Record<TokenKind, string> = {
  client: STORAGE_KEYS.clientToken,
  admin: STORAGE_KEYS.adminToken,
};

export interface TokenClaims {
  sub?: string;
  role?: string;
  scope?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  [claim: string]: unknown;
}

export interface Session {
  kind: TokenKind;
  token: string;
  claims: TokenClaims;
  /** 'face' = admin signed in with a password but still has to pass the face check. */
  scope: TokenScope;
  /** Expiry in ms since the epoch, or null when the token has no `exp`. */
  expiresAt: number | null;
}

/** The admin as the server returns it at login; kept for the header menu and the face check. */
export interface AdminRecord {
  id: number;
  nom: string;
  prenom: string;
  email: string;
  telephone?: string | null;
  poste?: string | null;
  image?: string | null;
  [field: string]: unknown;
}

// ---------------------------------------------------------------- decoding

/** Reads a JWT payload without verifying it (jwt-decode); null when the token is not a well-formed JWT. */
export function decodeJwt(token: string): TokenClaims | null {
  if (token.split('.').length !== 3) return null;
  try {
    const payload: unknown = jwtDecode(token);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}

/** True when `exp` is in the past (with `now` in ms). A token without `exp` never expires here. */
function isExpired(claims: TokenClaims, now: number = Date.now()): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
}

// ---------------------------------------------------------------- storage access

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Unavailable storage: the session simply does not persist.
  }
}

/** Turns a stored token into a session, or null when it is absent, malformed, expired or of another role. */
function toSession(
  kind: TokenKind,
  token: string | null,
  now: number = Date.now(),
): Session | null {
  if (!token) return null;
  const claims = decodeJwt(token);
  if (!claims || isExpired(claims, now)) return null;
  if (claims.role !== undefined && claims.role !== kind) return null;
  return {
    kind,
    token,
    claims,
    scope: claims.scope === 'face' ? 'face' : 'full',
    expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
  };
}

/** The valid session of that kind, or null. */
export function getSession(kind: TokenKind): Session | null {
  return toSession(kind, read(TOKEN_KEY[kind]));
}

/** The valid raw token of that kind (for the Authorization header), or null. */
export function getToken(kind: TokenKind): string | null {
  return getSession(kind)?.token ?? null;
}

export function setToken(kind: TokenKind, token: string): void {
  write(TOKEN_KEY[kind], token);
  emit();
}

/** Removes the token; for admins also the admin record (logout must not leave either behind). */
export function clearToken(kind: TokenKind): void {
  write(TOKEN_KEY[kind], null);
  if (kind === 'admin') write(STORAGE_KEYS.adminRecord, null);
  emit();
}

export function getAdminRecord(): AdminRecord | null {
  return parseAdminRecord(read(STORAGE_KEYS.adminRecord));
}

function parseAdminRecord(raw: string | null): AdminRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as AdminRecord) : null;
  } catch {
    return null;
  }
}

export function setAdminRecord(admin: AdminRecord): void {
  write(STORAGE_KEYS.adminRecord, JSON.stringify(admin));
  emit();
}

/** Stores what admin login returns. */
export function setAdminSession(token: string, admin?: AdminRecord): void {
  write(STORAGE_KEYS.adminToken, token);
  if (admin) write(STORAGE_KEYS.adminRecord, JSON.stringify(admin));
  emit();
}

// ---------------------------------------------------------------- change notification

type Listener = () => void;
const listeners = new Set<Listener>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const MAX_TIMEOUT = 2_147_483_647;

function emit() {
  scheduleExpiry();
  for (const listener of listeners) listener();
}

/** Wakes subscribers when the next stored token expires, so guards redirect without a reload. */
function scheduleExpiry() {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (listeners.size === 0) return;
  const expiries = (['client', 'admin'] as const)
    .map((kind) => getSession(kind)?.expiresAt)
    .filter((at): at is number => typeof at === 'number');
  if (expiries.length === 0) return;
  const delay = Math.min(Math.max(Math.min(...expiries) - Date.now(), 0) + 50, MAX_TIMEOUT);
  expiryTimer = setTimeout(emit, delay);
}

const TRACKED_KEYS = new Set<string | null>([...Object.values(STORAGE_KEYS), null]);

function onStorage(event: StorageEvent) {
  if (TRACKED_KEYS.has(event.key)) emit();
}

/** Subscribes to any session change (this tab, other tabs, expiry). Returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  scheduleExpiry();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      if (expiryTimer !== undefined) clearTimeout(expiryTimer);
      expiryTimer = undefined;
    }
  };
}

// ---------------------------------------------------------------- React hooks

/** The current valid session of that kind (re-renders on change); null when signed out or expired. */
export function useSession(kind: TokenKind): Session | null {
  // The snapshot is the raw valid token (a string, so React can compare it); the session is derived.
  const token = useSyncExternalStore(
    subscribe,
    () => getToken(kind),
    () => null,
  );
  return useMemo(() => (token ? toSession(kind, token) : null), [kind, token]);
}

/** The stored admin record (re-renders on change). */
export function useAdminRecord(): AdminRecord | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(STORAGE_KEYS.adminRecord),
    () => null,
  );
  return useMemo(() => parseAdminRecord(raw), [raw]);
}
