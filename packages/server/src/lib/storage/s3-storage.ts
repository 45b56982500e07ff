import type { Readable } from 'node:stream';
import { loadS3Sdk } from '../lazy-modules';
import { assertStorageKey, type FileStorage, type ListedFile } from './storage';

export type S3StorageOptions = {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

// S3-compatible object storage (AWS, MinIO, Ceph…), path-style so any endpoint works.
// The SDK (its many modules) loads with the first file operation, so a server that stores files
// locally, or has not touched one yet, never holds it (hardening: memory).
export const createS3Storage = (options: S3StorageOptions): FileStorage => {
  const connect = async () => {
    const sdk = await loadS3Sdk();
    const client = new sdk.S3Client({
      region: options.region,
      forcePathStyle: true,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // SDK v3 otherwise adds CRC trailers to every upload, which S3-compatible servers that do not know
      // them store as part of the object: the file comes back corrupted without any error.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const isMissing = (error: unknown) =>
      error instanceof sdk.NoSuchKey ||
      (error instanceof sdk.S3ServiceException &&
        (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));
    return { sdk, client, isMissing };
  };
  let connecting: ReturnType<typeof connect> | undefined;
  const s3 = () => {
    connecting ??= connect();
    return connecting;
  };
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      const { sdk, client, isMissing } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(): AsyncGenerator<ListedFile> {
      const { sdk, client } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
};
