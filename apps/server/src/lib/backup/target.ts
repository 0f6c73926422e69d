import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultDataDir } from '../../paths';
import { createLocalStorage, createS3Storage, type FileStorage } from '../storage';

/**
 * What a backup reads and a restore writes, from the server's own environment variables
 * (DATA_DIR, DATABASE_URL, S3_*, PORT), without loadConfig: that one creates a JWT secret in an
 * empty DATA_DIR, which would make a fresh restore target non-empty.
 */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
  /** Where uploads live (local folder or S3), and a description for messages. */
  uploads: FileStorage;
  uploadsWhere: string;
  /** The running server's port on this machine (the embedded database is dumped through it). */
  serverUrl: string;
}

export function backupTargetFromEnv(env: Record<string, string | undefined>): BackupTarget {
  const value = (name: string) => env[name]?.trim() || undefined;
  const dataDir = path.resolve(value('DATA_DIR') ?? defaultDataDir);
  const s3 = {
    endpoint: value('S3_ENDPOINT'),
    bucket: value('S3_BUCKET'),
    accessKey: value('S3_ACCESS_KEY'),
    secretKey: value('S3_SECRET_KEY'),
  };
  const useS3 = s3.endpoint && s3.bucket && s3.accessKey && s3.secretKey;
  return {
    dataDir,
    databaseUrl: value('DATABASE_URL'),
    uploads: useS3
      ? createS3Storage({
          endpoint: s3.endpoint as string,
          bucket: s3.bucket as string,
          accessKey: s3.accessKey as string,
          secretKey: s3.secretKey as string,
          region: value('S3_REGION') ?? 'us-east-1',
        })
      : createLocalStorage(path.join(dataDir, 'uploads')),
    uploadsWhere: useS3 ? `S3 bucket ${s3.bucket}` : path.join(dataDir, 'uploads'),
    serverUrl: `http://127.0.0.1:${value('PORT') ?? '3000'}`,
  };
}

/**
 * The token the backup command presents to the running server (embedded database only): written
 * by the server at start into DATA_DIR/secrets (0600), so only who can read the data folder
 * itself — who could copy everything anyway — can ask the server for a dump.
 */
export const backupTokenFile = (dataDir: string) => path.join(dataDir, 'secrets', 'backup-token');

export function writeBackupToken(dataDir: string): string {
  const token = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(backupTokenFile(dataDir)), { recursive: true, mode: 0o700 });
  writeFileSync(backupTokenFile(dataDir), token, { mode: 0o600 });
  return token;
}

export const readBackupToken = (dataDir: string) =>
  readFileSync(backupTokenFile(dataDir), 'utf8').trim();
