import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface StoredObject {
  body: Readable;
  size?: number;
}

/** Where uploaded files live: local disk by default, any S3-compatible store when configured. */
export interface FileStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Undefined when the object does not exist. */
  get(name: string): Promise<StoredObject | undefined>;
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
  };
}

export function createS3Storage(options: {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
  });
  return {
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: name,
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(name) {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: name }),
        );
        return { body: result.Body as Readable, size: result.ContentLength };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
  };
}
