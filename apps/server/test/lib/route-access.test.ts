import { describe, expect, it } from 'vitest';
import {
  declaresAccess,
  type GuardAudience,
  guardAllows,
  routeKey,
} from '../../src/lib/route-access';

const client = { role: 'client', scope: 'full' } as const;
const admin = { role: 'admin', scope: 'full', staffRole: 'admin' } as const;
const technician = { role: 'admin', scope: 'full', staffRole: 'technicien' } as const;
// Staff whose role was not read with the token (it always is for staff: the guard refuses then).
const staffWithoutRole = { role: 'admin', scope: 'full' } as const;
const adminFaceOnly = { ...admin, scope: 'face' } as const;
const technicianFaceOnly = { ...technician, scope: 'face' } as const;
const clientFaceOnly = { ...client, scope: 'face' } as const;
// Never issued (a client has no staff role), but the admin rule checks the role too.
const clientWithStaffRole = { role: 'client', scope: 'full', staffRole: 'admin' } as const;

const audiences: GuardAudience[] = ['client', 'staff', 'admin', 'any'];
const callers = {
  client,
  admin,
  technician,
  staffWithoutRole,
  adminFaceOnly,
  technicianFaceOnly,
  clientFaceOnly,
  clientWithStaffRole,
};

/** Who each audience lets through, without and with `faceScope`. */
const expected: Record<GuardAudience, Record<keyof typeof callers, [boolean, boolean]>> = {
  client: {
    client: [true, true],
    admin: [false, false],
    technician: [false, false],
    staffWithoutRole: [false, false],
    adminFaceOnly: [false, false],
    technicianFaceOnly: [false, false],
    clientFaceOnly: [false, true],
    clientWithStaffRole: [true, true],
  },
  staff: {
    client: [false, false],
    admin: [true, true],
    technician: [true, true],
    staffWithoutRole: [true, true],
    adminFaceOnly: [false, true],
    technicianFaceOnly: [false, true],
    clientFaceOnly: [false, false],
    clientWithStaffRole: [false, false],
  },
  admin: {
    client: [false, false],
    admin: [true, true],
    technician: [false, false],
    staffWithoutRole: [false, false],
    adminFaceOnly: [false, true],
    technicianFaceOnly: [false, false],
    clientFaceOnly: [false, false],
    clientWithStaffRole: [false, false],
  },
  any: {
    client: [true, true],
    admin: [true, true],
    technician: [false, false],
    staffWithoutRole: [false, false],
    adminFaceOnly: [false, true],
    technicianFaceOnly: [false, false],
    clientFaceOnly: [false, true],
    clientWithStaffRole: [true, true],
  },
};

describe('guardAllows (the audience guards of plugins/application/auth.ts)', () => {
  for (const audience of audiences) {
    it(`${audience}: lets in exactly its callers, face-check-only tokens only with faceScope`, () => {
      const seen = Object.fromEntries(
        Object.entries(callers).map(([name, auth]) => [
          name,
          [guardAllows(audience, auth, false), guardAllows(audience, auth, true)],
        ]),
      );
      expect(seen).toEqual(expected[audience]);
    });
  }
});

describe('routeKey and declaresAccess', () => {
  it('names a route by method and URL', () => {
    expect(routeKey('GET', '/api/me')).toBe('GET /api/me');
  });

  it('covers every /api route but the API docs, and nothing outside /api/', () => {
    expect(declaresAccess('/api/me')).toBe(true);
    expect(declaresAccess('/api/')).toBe(true);
    expect(declaresAccess('/api/docs')).toBe(false);
    expect(declaresAccess('/api/docs/json')).toBe(false);
    expect(declaresAccess('/api')).toBe(false);
    expect(declaresAccess('/uploads/x.png')).toBe(false);
    expect(declaresAccess('/health/api/x')).toBe(false);
  });
});
