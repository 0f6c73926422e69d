import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { clients } from '../../src/db/schema';
import { audience } from '../../src/plugins/application/audience';
import { type TestApp, xsrf } from '../helpers/app';
import { useTestApp } from '../helpers/fixtures';

/** Issue 13 §4: TRUST_PROXY=true let every client choose its own address with X-Forwarded-For. */

describe('TRUST_PROXY configuration', () => {
  const load = async (value?: string) =>
    loadConfig({
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'trust-proxy-')),
      TRUST_PROXY: value,
    });

  it('trusts nobody by default', async () => {
    expect((await load()).trustProxy).toBe(false);
    expect((await load('false')).trustProxy).toBe(false);
  });

  it('accepts a hop count or a list of proxy addresses and CIDR ranges', async () => {
    expect((await load('1')).trustProxy).toBe(1);
    expect((await load('10.0.0.0/8, 127.0.0.1')).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect((await load('loopback,fd00::/8')).trustProxy).toEqual(['loopback', 'fd00::/8']);
  });

  it('refuses true (trust every hop) at startup and says what to set instead', async () => {
    await expect(load('true')).rejects.toThrow(ConfigError);
    await expect(load('true')).rejects.toThrow(/TRUST_PROXY: .*TRUST_PROXY=1/);
  });

  it('refuses values that are neither a hop count nor addresses', async () => {
    await expect(load('yes')).rejects.toThrow(/TRUST_PROXY/);
    await expect(load('10.0.0.0/99')).rejects.toThrow(/TRUST_PROXY/);
    await expect(load('10.0.0.1,example.com')).rejects.toThrow(/example\.com/);
  });
});

describe('client address behind proxies', () => {
  /** An app of the enclosing `describe` with TRUST_PROXY and a route answering the address it sees. */
  const useProxyApp = (trustProxy: string) =>
    useTestApp({ TRUST_PROXY: trustProxy }, async (app) => {
      await app.register(
        audience('public', async (app) => {
          app.get('/api/test/ip', async (request) => ({
            ip: request.ip,
          }));
        }),
      );
    });
  const proxyListApp = useProxyApp('10.0.0.0/8');
  const hopCountApp = useProxyApp('1');

  /** The status of each of `count` calls, the `i`-th made with `request(i)`. */
  const statusesOf = async (t: TestApp, count: number, request: (i: number) => InjectOptions) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await t.app.inject(request(i))).statusCode);
    return statuses;
  };

  const ipSeen = async (t: TestApp, remoteAddress: string, forwardedFor: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })
    ).json().ip;

  it('with a proxy list, takes the address the trusted proxy saw, never what the client wrote', async () => {
    // Through the load balancer: the right-most entry is the one it appended.
    expect(await ipSeen(proxyListApp, '10.1.2.3', '1.2.3.4, 198.51.100.9')).toBe('198.51.100.9');
    // Straight from the internet: the header is the client's own words and is ignored.
    expect(await ipSeen(proxyListApp, '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7');
  });

  it('with a hop count, takes the address that many hops from the socket', async () => {
    expect(await ipSeen(hopCountApp, '10.1.2.3', 'spoofed, 198.51.100.9')).toBe('198.51.100.9');
  });

  describe('15 wrong sign-ins with a new spoofed X-Forwarded-For each time', () => {
    const t = useProxyApp('10.0.0.0/8');

    it('from an untrusted peer: the per-address limit still answers 429', async () => {
      const statuses = await statusesOf(t, 15, (i) => ({
        method: 'POST',
        url: '/api/signin',
        remoteAddress: '203.0.113.50',
        // A different account each time, so only the per-address limit can stop it.
        payload: { email: `nobody-${i}-${Date.now()}@example.tn`, password: 'wrong-password' },
        headers: { ...xsrf.headers, 'x-forwarded-for': `198.51.100.${i + 1}` },
        cookies: xsrf.cookies,
      }));
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    });
  });

  describe('behind one proxy (TRUST_PROXY=1), a client that writes its own left-most address', () => {
    const t = useProxyApp('1');
    /** The proxy's socket, and the header as it forwards it: the client's words, then what it saw. */
    const throughProxy = (spoofed: string) => ({
      remoteAddress: '10.0.0.2',
      headers: { ...xsrf.headers, 'x-forwarded-for': `${spoofed}, 203.0.113.80` },
      cookies: xsrf.cookies,
    });

    it('15 wrong sign-ins, each with a new spoofed address: 429 after the limit', async () => {
      const statuses = await statusesOf(t, 15, (i) => ({
        method: 'POST',
        url: '/api/signin',
        payload: { email: `hop-${i}-${Date.now()}@example.tn`, password: 'wrong-password' },
        ...throughProxy(`198.51.100.${i + 1}`),
      }));
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    });

    it('25 sign-ups from one client, each with a new spoofed address: only the limit is created', async () => {
      const stamp = Date.now();
      const statuses = await statusesOf(t, 25, (i) => ({
        method: 'POST',
        url: '/api/signup',
        payload: {
          companyName: 'Société Test',
          fullName: 'Sami Ben Ali',
          job: 'Gérant',
          governorate: 'Tunis',
          city: 'Tunis',
          email: `hop-signup-${i}-${stamp}@example.tn`,
          phone: '98123456',
          password: 'mot-de-passe-solide',
        },
        ...throughProxy(`192.0.2.${i + 1}`),
      }));
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual(Array(15).fill(429));
      const created = await t.app.db
        .select({ id: clients.id })
        .from(clients)
        .where(like(clients.email, `hop-signup-%-${stamp}@example.tn`));
      expect(created).toHaveLength(10);
    });
  });
});
