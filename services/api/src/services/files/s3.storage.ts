import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { FileStorageConfig } from '../../config/app-config';
import { assertSafeKey, FileStorage } from './file-storage';

type S3Settings = Extract<FileStorageConfig, { kind: 's3' }>;

/** What this backend needs of the SDK client: tests hand in a fake with the same `send`. */
export type S3Sender = Pick<S3Client, 'send'>;

/** An S3 bucket or an S3-compatible server (MinIO, R2, ...); credentials come from the SDK's default chain. */
export class S3Storage extends FileStorage {
  constructor(
    private readonly client: S3Sender,
    private readonly bucket: string,
    private readonly prefix = '',
  ) {
    super();
  }

  static fromConfig(settings: S3Settings): S3Storage {
    const clientConfig: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle };
    if (settings.endpoint) clientConfig.endpoint = settings.endpoint;
    return new S3Storage(new S3Client(clientConfig), settings.bucket, settings.prefix);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      const body = answer.Body;
      if (!body) return null;
      return body instanceof Readable ? body : Readable.from(await body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}
