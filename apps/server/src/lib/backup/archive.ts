import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { create as tarCreate, extract as tarExtract } from 'tar';

/**
 * A backup archive is a gzipped tar of a staging folder (manifest.json, database/, uploads/,
 * site/, secrets/). With a passphrase it is wrapped in authenticated encryption:
 *
 *   "PLATBAK1" | u32 header length | header (JSON: scrypt parameters, salt, IV) | AES-256-GCM
 *   ciphertext of the .tar.gz | 16-byte GCM tag
 *
 * The key comes from the passphrase through scrypt (N = 2^17, r = 8, p = 1: about 0.3 s and
 * 128 MiB, so guessing is expensive); the header is authenticated too (GCM additional data).
 * Without a passphrase the archive is a plain .tar.gz any tar can list.
 */

const MAGIC = Buffer.from('PLATBAK1');
const TAG_BYTES = 16;
const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const SCRYPT_MAXMEM = 256 * 1024 * 1024;

interface EncryptionHeader {
  version: 1;
  cipher: 'aes-256-gcm';
  kdf: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
  iv: string;
}

export class ArchiveError extends Error {}

const deriveKey = (passphrase: string, salt: Buffer, params: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    const { N, r, p } = params;
    scrypt(passphrase, salt, 32, { N, r, p, maxmem: SCRYPT_MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** Writes `folder` as an archive at `file` (through a temporary file, renamed when complete). */
export async function writeArchive(folder: string, file: string, passphrase?: string) {
  const partial = `${file}.partial-${process.pid}`;
  const pack = tarCreate({ gzip: true, cwd: folder, portable: true }, ['.']);
  try {
    if (!passphrase) {
      await pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
    } else {
      const salt = randomBytes(16);
      const iv = randomBytes(12);
      const header: EncryptionHeader = {
        version: 1,
        cipher: 'aes-256-gcm',
        kdf: 'scrypt',
        ...SCRYPT,
        salt: salt.toString('base64'),
        iv: iv.toString('base64'),
      };
      const headerBytes = Buffer.from(JSON.stringify(header));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(headerBytes.length);
      const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt, SCRYPT), iv);
      cipher.setAAD(headerBytes);
      await pipeline(
        pack,
        cipher,
        async function* (encrypted) {
          yield Buffer.concat([MAGIC, length, headerBytes]);
          for await (const chunk of encrypted) yield chunk;
          yield cipher.getAuthTag();
        },
        createWriteStream(partial, { mode: 0o600 }),
      );
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function readHeader(file: string) {
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(MAGIC.length + 4);
    await handle.read(start, 0, start.length, 0);
    if (!start.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const length = start.readUInt32BE(MAGIC.length);
    if (length > 4096) throw new ArchiveError('damaged archive: header too long');
    const headerBytes = Buffer.alloc(length);
    await handle.read(headerBytes, 0, length, start.length);
    let header: EncryptionHeader;
    try {
      header = JSON.parse(headerBytes.toString('utf8')) as EncryptionHeader;
    } catch {
      throw new ArchiveError('damaged archive: unreadable header');
    }
    if (header.version !== 1 || header.cipher !== 'aes-256-gcm' || header.kdf !== 'scrypt') {
      throw new ArchiveError('archive made by a newer version (unknown encryption header)');
    }
    const { size } = await handle.stat();
    const tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    return {
      header,
      headerBytes,
      bodyStart: start.length + length,
      bodyEnd: size - TAG_BYTES,
      tag,
    };
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks the archive at `file` into `folder`. An encrypted archive is decrypted to a temporary
 * file first and unpacked only once its tag checks out: nothing unauthenticated is ever used.
 */
export async function readArchive(file: string, folder: string, passphrase?: string) {
  await stat(file).catch(() => {
    throw new ArchiveError(`no such archive: ${file}`);
  });
  const encrypted = await readHeader(file);
  let tarGz = file;
  if (encrypted) {
    if (!passphrase) {
      throw new ArchiveError('this archive is encrypted: set BACKUP_PASSPHRASE to restore it');
    }
    const { header, headerBytes, bodyStart, bodyEnd, tag } = encrypted;
    const key = await deriveKey(passphrase, Buffer.from(header.salt, 'base64'), header);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.iv, 'base64'));
    decipher.setAAD(headerBytes);
    decipher.setAuthTag(tag);
    tarGz = `${folder}.tar.gz`;
    try {
      await pipeline(
        bodyEnd > bodyStart
          ? createReadStream(file, { start: bodyStart, end: bodyEnd - 1 })
          : [Buffer.alloc(0)],
        decipher,
        createWriteStream(tarGz, { mode: 0o600 }),
      );
    } catch {
      await rm(tarGz, { force: true });
      throw new ArchiveError('wrong passphrase, or the archive is damaged (authentication failed)');
    }
  }
  try {
    await tarExtract({ file: tarGz, cwd: folder, strict: true, preservePaths: false });
  } catch (error) {
    throw new ArchiveError(`damaged archive: ${(error as Error).message}`);
  } finally {
    if (tarGz !== file) await rm(tarGz, { force: true });
  }
}
