import { expIn, makeJwt } from '@test/utils';
import { describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  decodeJwt,
  getAdminRecord,
  getSession,
  getToken,
  setAdminSession,
  setToken,
  subscribe,
} from './auth-storage';

describe('auth-storage', () => {
  it('stores the client token under "token" and the admin one under "adminToken"', () => {
    const client = makeJwt({ role: 'client', exp: expIn(60) });
    const admin = makeJwt({ role: 'admin', scope: 'full', exp: expIn(60) });
    setToken('client', client);
    setAdminSession(admin, { id: 1, nom: 'Trabelsi', prenom: 'Amel', email: 'a@example.tn' });
    expect(localStorage.getItem('token')).toBe(client);
    expect(localStorage.getItem('adminToken')).toBe(admin);
    expect(JSON.parse(localStorage.getItem('admin') ?? 'null')).toMatchObject({ nom: 'Trabelsi' });
    expect(getToken('client')).toBe(client);
    expect(getToken('admin')).toBe(admin);
  });

  it('treats an expired token as absent', () => {
    localStorage.setItem('token', makeJwt({ role: 'client', exp: expIn(-5) }));
    expect(getToken('client')).toBeNull();
    expect(getSession('client')).toBeNull();
  });

  it('treats a malformed token or a token of the other role as absent', () => {
    localStorage.setItem('token', 'not-a-jwt');
    expect(getToken('client')).toBeNull();
    localStorage.setItem('adminToken', makeJwt({ role: 'client', exp: expIn(60) }));
    expect(getToken('admin')).toBeNull();
  });

  it('reads the scope: face-scope admin tokens are reported as such', () => {
    setToken('admin', makeJwt({ role: 'admin', scope: 'face', exp: expIn(60) }));
    expect(getSession('admin')?.scope).toBe('face');
    setToken('admin', makeJwt({ role: 'admin', scope: 'full', exp: expIn(60) }));
    expect(getSession('admin')?.scope).toBe('full');
  });

  it('decodes UTF-8 base64url payloads and rejects tokens that are not three segments', () => {
    const token = makeJwt({ sub: '3', nom: 'Gabès', role: 'admin' });
    expect(decodeJwt(token)).toEqual({ sub: '3', nom: 'Gabès', role: 'admin' });
    expect(decodeJwt(token.split('.').slice(0, 2).join('.'))).toBeNull();
    expect(decodeJwt('a.b%%.c')).toBeNull();
  });

  it('clearing the admin token also removes the admin record, and notifies subscribers', () => {
    setAdminSession(makeJwt({ role: 'admin', exp: expIn(60) }), {
      id: 1,
      nom: 'N',
      prenom: 'P',
      email: 'e@example.tn',
    });
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    clearToken('admin');
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(getToken('admin')).toBeNull();
    expect(getAdminRecord()).toBeNull();
  });

  it('notifies subscribers when a token expires', () => {
    vi.useFakeTimers();
    try {
      setToken('client', makeJwt({ role: 'client', exp: expIn(10) }));
      const listener = vi.fn();
      const unsubscribe = subscribe(listener);
      expect(listener).not.toHaveBeenCalled();
      vi.advanceTimersByTime(11_000);
      expect(listener).toHaveBeenCalled();
      expect(getToken('client')).toBeNull();
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });
});
