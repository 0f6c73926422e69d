import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { defaultDataDir } from '../src/paths';

const tempDir = () => mkdtemp(path.join(tmpdir(), 'config-test-'));

describe('loadConfig', () => {
  it('works with no environment at all (fresh clone defaults)', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.adminFaceCheck).toBe('required');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(dataDir);
  });

  it('defaults DATA_DIR to data/ at the repository root, whichever folder the command runs in', () => {
    // `npm run dev` runs inside apps/server and `npm start` at the root: both must share one database.
    const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
    expect(defaultDataDir.replace(/\/$/, '')).toBe(path.join(repositoryRoot, 'data'));
  });

  it('generates the JWT secret once into DATA_DIR and reuses it', async () => {
    const dataDir = await tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(await readFile(path.join(dataDir, 'secrets', 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('generates the station key once into DATA_DIR, apart from the JWT secret; STATION_SECRET_KEY wins', async () => {
    const dataDir = await tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.stationSecretKey.length).toBeGreaterThanOrEqual(32);
    expect(second.stationSecretKey).toBe(first.stationSecretKey);
    expect(first.stationSecretKey).not.toBe(first.jwtSecret);
    expect(await readFile(path.join(dataDir, 'secrets', 'station-key'), 'utf8')).toBe(
      first.stationSecretKey,
    );
    const key = 'k'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir, STATION_SECRET_KEY: key }).stationSecretKey).toBe(key);
    expect(() => loadConfig({ DATA_DIR: dataDir, STATION_SECRET_KEY: 'short' })).toThrow(
      /STATION_SECRET_KEY/,
    );
  });

  it('prefers JWT_SECRET from the environment', async () => {
    const secret = 'a'.repeat(40);
    expect(loadConfig({ DATA_DIR: await tempDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('treats empty variables as unset', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir(), DATABASE_URL: '', REDIS_URL: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('rejects invalid values with a readable error', async () => {
    const dataDir = await tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_FACE_CHECK: 'maybe' })).toThrow(
      /ADMIN_FACE_CHECK/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    // The group is part of a topic filter: a wildcard or a level separator would subscribe to
    // something else entirely.
    for (const group of ['a/b', 'all+', '#', ''.padEnd(65, 'x')]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, MQTT_SHARE_GROUP: group })).toThrow(
        /MQTT_SHARE_GROUP/,
      );
    }
    expect(loadConfig({ DATA_DIR: dataDir, MQTT_SHARE_GROUP: 'staging-1' }).mqtt.shareGroup).toBe(
      'staging-1',
    );
  });

  it('requires the S3 variables together', async () => {
    const dataDir = await tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://localhost:9000' })).toThrow(
      /S3_/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_ENDPOINT: 'http://localhost:9000',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    });
    expect(config.s3?.bucket).toBe('uploads');
  });
});
