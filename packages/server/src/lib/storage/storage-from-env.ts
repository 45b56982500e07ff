import { join } from 'node:path';
import type { Env } from '../../config/env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

// STORAGE unset: DATA_DIR/files on this machine; `s3://bucket`: S3-compatible storage with S3_*.
export const createStorageFromEnv = (env: Env): FileStorage => {
  if (!env.STORAGE) return createLocalStorage(join(env.DATA_DIR, 'files'));
  return createS3Storage({
    bucket: env.STORAGE.slice('s3://'.length),
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
};
