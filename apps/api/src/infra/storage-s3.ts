import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { safeStorageName, type FileStorage } from './storage.js';

/** Where an S3-compatible store is, from MEDIA_URL (`s3://bucket?endpoint=…&region=…`). */
export interface S3Location {
  bucket: string;
  /** Empty for AWS itself; the address of any other S3-compatible store (MinIO, Garage, R2…). */
  endpoint: string | null;
  region: string;
  /** Object names under this prefix (`s3://bucket/prefix?…`), so one bucket can serve several installations. */
  prefix: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible object store, so that several app servers share them. Credentials
 * come from the usual AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or a role). The
 * app still serves the images under their same URLs (decision 0018): the store needs no public
 * access, and the cache headers stay the app's.
 */
export function s3FileStorage(location: S3Location, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: location.region,
      ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
      // Checksums only where S3 requires them: several S3-compatible stores refuse the others.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const key = (name: string) => `${location.prefix}${safeStorageName(name)}`;
  return {
    async put(name, data) {
      await s3.send(new PutObjectCommand({ Bucket: location.bucket, Key: key(name), Body: data }));
    },
    async get(name) {
      try {
        const object = await s3.send(
          new GetObjectCommand({ Bucket: location.bucket, Key: key(name) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(name) {
      await s3.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: key(name) }));
    },
    async checkWritable() {
      const probe = key(`probe-${process.pid}-${Date.now()}`);
      await s3.send(new PutObjectCommand({ Bucket: location.bucket, Key: probe, Body: '' }));
      await s3.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: probe }));
    },
  };
}

/** Reads MEDIA_URL's S3 form; throws a message naming what is wrong. */
export function parseS3Url(raw: string): S3Location {
  const url = new URL(raw);
  if (url.protocol !== 's3:') throw new Error('must start with s3://');
  if (!url.hostname) throw new Error('must name a bucket: s3://bucket?region=…');
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:\/\//.test(endpoint))
    throw new Error('endpoint must start with http:// or https://');
  const path = url.pathname.replace(/^\/+/, '');
  return {
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    prefix: path ? `${path.replace(/\/+$/, '')}/` : '',
  };
}
