import type { StaffRole } from '@app/contracts/admins';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { admins, clients } from '../../db/schema';
import { onSessionsChanged, sessionKey } from '../../lib/account-sessions';
import { forbidden, unauthorized } from '../../lib/errors';
import { type GuardAudience, guardAllows } from '../../lib/route-access';
import { createTokenService, type Role, type Scope, type TokenService } from '../../lib/tokens';

export interface AuthContext {
  id: number;
  role: Role;
  scope: Scope;
  /** The token's account version (`tv`); a session ends when the account's moves past it. */
  tokenVersion?: number;
  /** When the token expires (ms since the epoch). */
  expiresAt?: number;
  /** A staff account's role (`admin` | `technicien`), read with its token version; unset for clients. */
  staffRole?: StaffRole;
}

/** What a token is checked against: the account's token version and, for staff, its role. */
interface AccountState {
  tv: number;
  staffRole?: StaffRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Verifies the bearer token and the account behind it; sets `request.auth`. */
    authenticate: (request: FastifyRequest) => Promise<AuthContext>;
    /** The onRequest guard an audience (plugins/application/audience.ts) puts on each of its routes. */
    roleGuard: (audience: GuardAudience, allowFaceScope: boolean) => onRequestHookHandler;
    /**
     * Calls `end` once the session behind `auth` is over: its token revoked (sign-out, password
     * change, factor reset), its account archived or deleted, or its token expired. For what
     * outlives a request (live streams). Returns the function that stops watching.
     */
    watchSession: (auth: AuthContext, end: () => void) => () => void;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** Where the database announces changes to accounts' sessions (migration 0004). */
const SESSIONS_CHANNEL = 'account_sessions';
/** Bounds the token-version cache: past this many accounts it starts over. */
const MAX_CACHED_ACCOUNTS = 10_000;
/** While the LISTEN connection is down, watched sessions are checked this often instead. */
const UNLISTENED_RECHECK_MS = 2_000;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface SessionWatcher {
  role: Role;
  id: number;
  tokenVersion: number | undefined;
  end: () => void;
}

/** The authenticated caller of a route of the `client` or `admin` audience (plugins/application/audience.ts). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const tokens = createTokenService(app.config.jwtSecret, app.config.jwtTtlSeconds);
    app.decorate('tokens', tokens);

    /**
     * The token version of each active account seen lately, so an authenticated request costs no
     * query (bench/PROFILE.md). Every change that can end sessions reaches this cache before the
     * next request can use it: the database trigger's NOTIFY on `account_sessions` from any instance
     * or script, and this process's own changes at once (lib/account-sessions.ts). While the LISTEN
     * connection is down nothing is served from here. No time-based expiry: revocation is exact.
     */
    const versions = new Map<string, AccountState>();
    let listening = false;
    // Bumped on every change: a lookup that raced with one does not store what it read.
    let generation = 0;
    /** Open sessions that outlive a request (live streams), by account key. */
    const watchers = new Map<string, Set<SessionWatcher>>();
    const recheck = (watcher: SessionWatcher) => {
      currentTokenVersion(watcher.role, watcher.id).then(
        (state) => {
          if (state === undefined || state.tv !== watcher.tokenVersion) watcher.end();
        },
        // The database did not answer: the next change, reconnection or timer checks again.
        (error) => app.log.warn({ err: error }, 'session re-check failed'),
      );
    };
    const recheckAll = () => {
      for (const set of watchers.values()) for (const watcher of set) recheck(watcher);
    };
    const forget = (key: string) => {
      generation++;
      versions.delete(key);
      for (const watcher of watchers.get(key) ?? []) recheck(watcher);
    };
    // Listening starts before the server takes requests; until then nothing is cached.
    app.addHook('onReady', async () => {
      await app.database.listen(SESSIONS_CHANNEL, {
        onNotify: forget,
        onState(on) {
          generation++;
          versions.clear();
          listening = on;
          // Changes made while not listening were missed: every watched session is checked again.
          recheckAll();
        },
      });
    });
    const stopLocal = onSessionsChanged(forget);
    // Without notifications (LISTEN connection lost) revocations are found by polling.
    const poll = setInterval(() => {
      if (!listening) recheckAll();
    }, UNLISTENED_RECHECK_MS);
    poll.unref();
    app.addHook('onClose', async () => {
      stopLocal();
      clearInterval(poll);
    });

    async function lookUpTokenVersion(role: Role, id: number): Promise<AccountState | undefined> {
      if (role === 'client') {
        const [row] = await app.db
          .select({ tv: clients.tokenVersion, status: clients.status })
          .from(clients)
          .where(eq(clients.id, id));
        return row && row.status === 'active' ? { tv: row.tv } : undefined;
      }
      const [row] = await app.db
        // A role change bumps the token version too (admins/service.ts), so the cache stays exact.
        .select({ tv: admins.tokenVersion, staffRole: admins.role })
        .from(admins)
        .where(eq(admins.id, id));
      return row ? { tv: row.tv, staffRole: row.staffRole } : undefined;
    }

    async function currentTokenVersion(role: Role, id: number): Promise<AccountState | undefined> {
      const key = sessionKey(role, id);
      const cached = listening ? versions.get(key) : undefined;
      if (cached !== undefined) return cached;
      const seen = generation;
      const tv = await lookUpTokenVersion(role, id);
      if (tv !== undefined && listening && generation === seen) {
        if (versions.size >= MAX_CACHED_ACCOUNTS) versions.clear();
        versions.set(key, tv);
      }
      return tv;
    }

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      if (request.auth) return request.auth;
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized();
      const result = tokens.verify(match[1]);
      if (!result.ok)
        throw unauthorized(
          result.reason === 'expired' ? 'error.tokenExpired' : 'error.unauthorized',
        );
      const { claims } = result;
      const id = Number(claims.sub);
      // Deleted/archived accounts and revoked (signed-out) tokens stop working at once.
      const state = Number.isInteger(id) ? await currentTokenVersion(claims.role, id) : undefined;
      if (state === undefined || state.tv !== claims.tv) throw unauthorized();
      request.auth = {
        id,
        role: claims.role,
        scope: claims.scope,
        tokenVersion: state.tv,
        ...(state.staffRole ? { staffRole: state.staffRole } : {}),
        ...(claims.exp !== undefined ? { expiresAt: claims.exp * 1000 } : {}),
      };
      return request.auth;
    }
    app.decorate('authenticate', authenticate);

    app.decorate('watchSession', (auth: AuthContext, end: () => void) => {
      const key = sessionKey(auth.role, auth.id);
      let stopped = false;
      let expiry: NodeJS.Timeout | undefined;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        clearTimeout(expiry);
        const set = watchers.get(key);
        set?.delete(watcher);
        if (set?.size === 0) watchers.delete(key);
      };
      const watcher: SessionWatcher = {
        role: auth.role,
        id: auth.id,
        tokenVersion: auth.tokenVersion,
        end() {
          if (stopped) return;
          stop();
          end();
        },
      };
      const set = watchers.get(key) ?? new Set<SessionWatcher>();
      set.add(watcher);
      watchers.set(key, set);
      if (auth.expiresAt !== undefined) {
        expiry = setTimeout(
          watcher.end,
          Math.min(MAX_TIMER_MS, Math.max(0, auth.expiresAt - Date.now())),
        );
        expiry.unref();
      }
      // A revocation between the request's check and now was told to nobody watching yet.
      recheck(watcher);
      return stop;
    });

    /**
     * The guard of a `client`, `staff`, `admin` or `signed-in` (`any`) route: 401 without a valid
     * token, 403 for another role (a technician on an admin-only or signed-in route included), and
     * 403 for a face-check-only token unless the route lets it through (`faceScope`).
     */
    app.decorate(
      'roleGuard',
      (audience: GuardAudience, allowFaceScope: boolean): onRequestHookHandler => {
        return async (request) => {
          if (!guardAllows(audience, await authenticate(request), allowFaceScope))
            throw forbidden();
        };
      },
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
