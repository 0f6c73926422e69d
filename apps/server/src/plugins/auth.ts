import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { admins, clients } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { createTokenService, type Role, type Scope, type TokenService } from '../lib/tokens';

export interface AuthContext {
  id: number;
  role: Role;
  scope: Scope;
}

interface RequireRoleOptions {
  /** Lets an admin holding only a face-check token through (the face check route itself). */
  allowFaceScope?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Verifies the bearer token and the account behind it; sets `request.auth`. */
    authenticate: (request: FastifyRequest) => Promise<AuthContext>;
    /** onRequest hook: 401 without a valid token, 403 for another role. */
    requireRole: (role: Role, options?: RequireRoleOptions) => onRequestHookHandler;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** The authenticated caller of a route guarded by `requireRole`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const tokens = createTokenService(app.config.jwtSecret, app.config.jwtTtlSeconds);
    app.decorate('tokens', tokens);

    async function currentTokenVersion(role: Role, id: number): Promise<number | undefined> {
      if (role === 'client') {
        const [row] = await app.db
          .select({ tv: clients.tokenVersion, status: clients.status })
          .from(clients)
          .where(eq(clients.id, id));
        return row && row.status === 'active' ? row.tv : undefined;
      }
      const [row] = await app.db
        .select({ tv: admins.tokenVersion })
        .from(admins)
        .where(eq(admins.id, id));
      return row?.tv;
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
      const tv = Number.isInteger(id) ? await currentTokenVersion(claims.role, id) : undefined;
      if (tv === undefined || tv !== claims.tv) throw unauthorized();
      request.auth = { id, role: claims.role, scope: claims.scope };
      return request.auth;
    }
    app.decorate('authenticate', authenticate);

    app.decorate('requireRole', (role: Role, options: RequireRoleOptions = {}) => {
      const hook: onRequestHookHandler = async (request) => {
        const auth = await authenticate(request);
        if (auth.role !== role) throw forbidden();
        if (auth.scope !== 'full' && !options.allowFaceScope) throw forbidden();
      };
      return hook;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
