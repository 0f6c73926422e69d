import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';

interface StoredObject {
  body: Readable;
  size?: number;
}

/** Where uploaded files live: local disk by default, any S3-compatible store when configured. */
export interface FileStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Undefined when the object does not exist. */
  get(name: string): Promise<StoredObject | undefined>;
  /** Removes the object; a missing one is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored name (backups). */
  list(): AsyncIterable<string>;
}

export function createLocalStorage(directory: string): FileStorage {
  return {
    async put(name, data) {
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), data, { flag: 'wx' });
    },
    async get(name) {
      const file = path.join(directory, name);
      try {
        const info = await stat(file);
        return { body: createReadStream(file), size: info.size };
      } catch {
        return undefined;
      }
    },
    async delete(name) {
      await rm(path.join(directory, name), { force: true });
    },
    async *list() {
      const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (entry.isFile()) yield path.relative(directory, path.join(entry.parentPath, entry.name));
      }
    },
  };
}

export function createS3Storage(options: {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}): FileStorage {
  // The SDK takes about half a second to load: only deployments that use S3 pay for it.
  let loading: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const s3 = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: true,
        credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
      }),
    })));
  return {
    async put(name, data, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: name,
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(name) {
      const { sdk, client } = await s3();
      try {
        const result = await client.send(
          new sdk.GetObjectCommand({ Bucket: options.bucket, Key: name }),
        );
        return { body: result.Body as Readable, size: result.ContentLength };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(name) {
      const { sdk, client } = await s3();
      // S3 answers a missing key with success too.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: name }));
    },
    async *list() {
      const { sdk, client } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
