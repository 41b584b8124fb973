import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { isSafeStorageKey, uploadUrl, type Storage, type StoredObject } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, s3rver in tests); AWS itself when undefined. */
  endpoint?: string;
  /** bucket in the path (http://host/bucket/key), which most non-AWS stores need. */
  forcePathStyle?: boolean;
  /** Without these the SDK's default chain (environment, instance role...) finds them. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prefix of every key in the bucket, e.g. 'uploads/' when the bucket is shared. */
  prefix?: string;
  /** Keys per list request; S3's own maximum (1000) when undefined. Tests page with small numbers. */
  listPageSize?: number;
}

/** AWS's S3 client package, imported where S3 is configured (a server on local disk never loads it: 0.24 s at a start). */
type S3Sdk = typeof import('@aws-sdk/client-s3');

/** Uploads in an S3-compatible bucket (openS3Storage). */
export async function openS3Storage(options: S3StorageOptions): Promise<S3Storage> {
  return new S3Storage(options, await import('@aws-sdk/client-s3'));
}

/**
 * Uploads in an S3-compatible bucket. The bucket stays private: browsers still read files through our
 * `/uploads/<key>` route, which adds the same safe headers (nosniff, sandbox CSP, downloads for
 * non-images) as for files on local disk, whatever the store would send.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly listPageSize?: number;

  constructor(
    options: S3StorageOptions,
    private readonly sdk: S3Sdk,
  ) {
    const config: S3ClientConfig = { region: options.region, endpoint: options.endpoint, forcePathStyle: options.forcePathStyle };
    if (options.accessKeyId && options.secretAccessKey) {
      config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.client = new sdk.S3Client(config);
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.listPageSize = options.listPageSize;
  }

  private objectKey(key: string) {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return `${this.prefix}${key}`;
  }

  urlOf(key: string) {
    return uploadUrl(key);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType }));
    return this.urlOf(key);
  }

  async get(key: string) {
    if (!isSafeStorageKey(key)) return undefined;
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!object.Body) return undefined;
      const bytes = Buffer.from(await object.Body.transformToByteArray());
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      // a missing object is "not stored"; anything else (store down, bad credentials) is a real failure
      if (error instanceof this.sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string) {
    // S3 answers 204 for a key that does not exist, so deleting twice is fine
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken: token, MaxKeys: this.listPageSize }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && isSafeStorageKey(key)) yield { key, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.client.destroy();
  }
}
