import path from 'node:path';
import type { AppConfig } from './config.js';
import { localFileStorage, type FileStorage } from './storage.js';
import { parseS3Url, s3FileStorage } from './storage-s3.js';

/** The configured media storage: MEDIA_URL's S3-compatible store, or DATA_DIR/uploads. */
export function fileStorageFor(config: AppConfig): FileStorage {
  return config.mediaUrl
    ? s3FileStorage(parseS3Url(config.mediaUrl))
    : localFileStorage(path.join(config.dataDir, 'uploads'));
}
