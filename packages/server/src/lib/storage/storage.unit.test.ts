import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { employeeDocumentKey, type FileStorage, isValidStorageKey, type ListedFile } from './storage';

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const temporaryDirectories: string[] = [];
const temporaryDirectory = (prefix: string) => {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  temporaryDirectories.push(directory);
  return directory;
};
afterAll(() => {
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
});

// One contract, every backend: what the services rely on.
const storageContract = (name: string, open: () => FileStorage) => {
  describe(`${name} storage`, () => {
    const key = employeeDocumentKey('0190a7c2-0000-7000-8000-000000000001', 'employee-1');

    it('stores, reads back byte for byte with the size, and deletes', async () => {
      const storage = open();
      // Every byte value and more than one network chunk: corruption (e.g. checksum trailers) shows.
      const body = Buffer.alloc(300_000);
      for (let index = 0; index < body.length; index += 1) body[index] = (index * 7) % 256;
      await storage.put(key, body, 'application/pdf');
      const stored = await storage.get(key);
      expect(stored?.size).toBe(body.length);
      expect((await readAll(stored?.body as Readable)).equals(body)).toBe(true);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
    });

    it('replaces an object put twice under one key', async () => {
      const storage = open();
      await storage.put(key, Buffer.from('first'), 'text/plain');
      await storage.put(key, Buffer.from('second'), 'text/plain');
      const stored = await storage.get(key);
      expect((await readAll(stored?.body as Readable)).toString()).toBe('second');
    });

    it('lists every stored key with when it was written', async () => {
      const storage = open();
      // S3 keeps whole seconds.
      const before = Date.now() - 2_000;
      const folder = `listing-${randomUUID()}`;
      const keys = [`${folder}/a`, `${folder}/b/c`];
      for (const stored of keys) await storage.put(stored, Buffer.from(stored), 'text/plain');
      const listed: ListedFile[] = [];
      for await (const file of storage.list()) if (file.key.startsWith(folder)) listed.push(file);
      expect(listed.map((file) => file.key).sort()).toEqual(keys);
      for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    });

    it('answers null for a missing key and deletes a missing key without error', async () => {
      const storage = open();
      expect(await storage.get('org/employees/nobody/documents/missing')).toBeNull();
      await expect(storage.delete('org/employees/nobody/documents/missing')).resolves.toBeUndefined();
    });

    it.each(['../outside', 'a/../../b', '/absolute', 'a//b', '', 'a/./b', 'a\\b', '.hidden'])(
      'refuses the key %j',
      async (badKey) => {
        const storage = open();
        await expect(storage.put(badKey, Buffer.from('x'), 'text/plain')).rejects.toThrow(
          /Refused storage key/,
        );
        await expect(storage.get(badKey)).rejects.toThrow(/Refused storage key/);
        await expect(storage.delete(badKey)).rejects.toThrow(/Refused storage key/);
      },
    );
  });
};

describe('storage keys', () => {
  it.each([
    ['org/employees/e/documents/3f1c', true],
    ['a.b_c-d/e', true],
    ['..', false],
    ['a/..', false],
    ['a b', false],
  ])('%j valid: %s', (key, isValid) => {
    expect(isValidStorageKey(key)).toBe(isValid);
  });
});

storageContract('local', () => createLocalStorage(join(temporaryDirectory('pulse-local-storage-'), 'files')));

// s3rver: an in-process, file-backed S3 server (no binaries), so the S3 backend is tested on every run.
const BUCKET = 'pulse-test';
let s3Endpoint = '';
let s3rver: S3rver | undefined;
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: temporaryDirectory('pulse-s3rver-'),
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3rver?.close();
});

storageContract('S3', () =>
  createS3Storage({
    bucket: BUCKET,
    endpoint: s3Endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  }),
);
