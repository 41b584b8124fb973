import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk-storage';
import { openS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3-compatible storage when S3_BUCKET is set, else local disk under DATA_DIR/uploads. */
export async function createStorage(config: Config): Promise<Storage & { close?(): void }> {
  if (!config.S3_BUCKET) return new LocalDiskStorage(config.uploadsDir);
  return openS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX,
  });
}
