import type { EmployeeDocument, EmployeePhoto } from '@pulse/shared/contracts/documents';
import { PHOTO_LIMITS } from '@pulse/shared/contracts/documents';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { documentPulseTexts, documentTexts } from '@pulse/shared/spec-texts';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { detectFileType, sanitizeFileName } from '../../lib/file-type';
import { reencodeAsJpeg } from '../../lib/images';
import { employeeDocumentKey, employeePhotoKey, type StoredFile } from '../../lib/storage/storage';
import { photoVersionOf, requireEmployee } from '../employees/employees.service';
import { documentErrors } from './documents.errors';
import {
  type DocumentRow,
  deleteDocument,
  findDocument,
  findDocuments,
  findPhotoKey,
  insertDocuments,
  type NewDocumentRow,
  replacePhotoKey,
} from './documents.repository';

export type UploadedFile = { fileName: string; bytes: Buffer };

const documentNotFound = () => new AppError(documentErrors.DOCUMENT_NOT_FOUND);

// Storage cleanup after the database has moved on: a failure leaves an unreferenced file behind (to
// be swept later), never a row pointing at nothing, so it must not fail the request.
const deleteQuietly = async (deps: Deps, keys: (string | null | undefined)[]) => {
  await Promise.allSettled(keys.flatMap((key) => (key ? [deps.storage.delete(key)] : [])));
};

const toDocument = (row: DocumentRow, timeZone: string): EmployeeDocument => ({
  id: row.id,
  name: row.originalName,
  extension: row.extension,
  contentType: row.contentType,
  url: `/api/v1/employees/${row.employeeId}/documents/${row.id}/content`,
  uploadedDate: todayIn(timeZone, row.uploadedAt),
  uploadedAt: row.uploadedAt.toISOString(),
  fileSize: row.sizeBytes,
});

export const findEmployeeDocuments = async (deps: Deps, auth: Auth, employeeId: string) => {
  requireAccess(auth, { employeeId: employeeId });
  await requireEmployee(deps.db, auth.organizationId, employeeId);
  const rows = await findDocuments(deps.db, auth.organizationId, employeeId);
  return rows.map((row) => toDocument(row, auth.organization.timeZone));
};

// All or nothing: each file is checked by its content and put in storage as it arrives (so only one
// file is held in memory); the first bad file, or any failure, deletes what was stored and nothing
// reaches the database. The rows go in with one statement.
export const uploadEmployeeDocuments = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  files: AsyncIterable<UploadedFile>,
) => {
  requireAccess(auth, 'admin');
  await requireEmployee(deps.db, auth.organizationId, employeeId);
  const pending: NewDocumentRow[] = [];
  try {
    let index = 0;
    for await (const file of files) {
      const displayName = sanitizeFileName(file.fileName);
      const type = file.bytes.length > 0 ? detectFileType(file.bytes) : null;
      if (!type) {
        throw new AppError(documentErrors.DOCUMENT_INVALID, documentTexts.invalidFormat, [
          { path: `files.${index}`, message: `${displayName} ${documentPulseTexts.notAllowedType}` },
        ]);
      }
      const storageKey = employeeDocumentKey(auth.organizationId, employeeId);
      await deps.storage.put(storageKey, file.bytes, type.contentType);
      pending.push({
        organizationId: auth.organizationId,
        employeeId,
        storageKey,
        originalName: displayName,
        extension: type.extension,
        contentType: type.contentType,
        sizeBytes: file.bytes.length,
        uploadedBy: auth.employeeId,
        uploadedAt: deps.clock.now(),
      });
      index += 1;
    }
    if (pending.length === 0) throw new AppError('VALIDATION_FAILED', documentPulseTexts.noFiles);
    const rows = await insertDocuments(deps.db, pending);
    return rows.map((row) => toDocument(row, auth.organization.timeZone));
  } catch (error) {
    await deleteQuietly(
      deps,
      pending.map((row) => row.storageKey),
    );
    throw error;
  }
};

export const removeEmployeeDocument = async (
  deps: Deps,
  auth: Auth,
  ids: { employeeId: string; documentId: string },
) => {
  requireAccess(auth, 'admin');
  await requireEmployee(deps.db, auth.organizationId, ids.employeeId);
  const deleted = await deleteDocument(deps.db, auth.organizationId, ids.employeeId, ids.documentId);
  if (!deleted) throw documentNotFound();
  await deleteQuietly(deps, [deleted.storageKey]);
};

export type DocumentContent = { file: StoredFile; contentType: string; fileName: string };

export const getEmployeeDocumentContent = async (
  deps: Deps,
  auth: Auth,
  ids: { employeeId: string; documentId: string },
): Promise<DocumentContent> => {
  requireAccess(auth, { employeeId: ids.employeeId });
  await requireEmployee(deps.db, auth.organizationId, ids.employeeId);
  const row = await findDocument(deps.db, auth.organizationId, ids.employeeId, ids.documentId);
  if (!row) throw documentNotFound();
  const file = await deps.storage.get(row.storageKey);
  if (!file) throw documentNotFound();
  return { file, contentType: row.contentType, fileName: row.originalName };
};

// ---- Photo -----------------------------------------------------------------------------------------

const PHOTO_KINDS = new Set(['jpeg', 'png', 'webp']);
// The cropper sends aspect 2; tiles and the form show far less than this.
const PHOTO_MAX_WIDTH = 1024;
const PHOTO_MAX_HEIGHT = 512;
// A 2 MB PNG can decode to a huge bitmap; refuse anything past ~40 megapixels before decoding it.
const PHOTO_MAX_INPUT_PIXELS = 40_000_000;

// Upright, within the size above, as a JPEG (lib/images.ts: re-encoded, so no EXIF and nothing smuggled).
const toStoredPhoto = async (bytes: Buffer) => {
  const photo = await reencodeAsJpeg(
    { bytes, maxInputPixels: PHOTO_MAX_INPUT_PIXELS, isTurnedUpright: true },
    { maxWidth: PHOTO_MAX_WIDTH, maxHeight: PHOTO_MAX_HEIGHT, quality: 85 },
  );
  if (!photo) throw new AppError(documentErrors.PHOTO_INVALID);
  return photo;
};

export const uploadEmployeePhoto = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  file: UploadedFile,
): Promise<EmployeePhoto> => {
  requireAccess(auth, 'admin');
  await requireEmployee(deps.db, auth.organizationId, employeeId);
  if (file.bytes.length > PHOTO_LIMITS.maxBytes) throw new AppError(documentErrors.PHOTO_TOO_LARGE);
  const type = detectFileType(file.bytes);
  if (!type || !PHOTO_KINDS.has(type.kind)) throw new AppError(documentErrors.PHOTO_INVALID);
  const photo = await toStoredPhoto(file.bytes);
  const storageKey = employeePhotoKey(auth.organizationId, employeeId);
  await deps.storage.put(storageKey, photo, 'image/jpeg');
  let swapped: Awaited<ReturnType<typeof replacePhotoKey>>;
  try {
    swapped = await replacePhotoKey(deps.db, auth.organizationId, employeeId, storageKey);
  } catch (error) {
    await deleteQuietly(deps, [storageKey]);
    throw error;
  }
  if (!swapped) {
    await deleteQuietly(deps, [storageKey]);
    throw new AppError('NOT_FOUND');
  }
  // Only after the new key is committed: a reader never meets a key whose file is gone.
  await deleteQuietly(deps, [swapped.replacedKey]);
  return { photoVersion: photoVersionOf(storageKey) ?? storageKey };
};

export const removeEmployeePhoto = async (deps: Deps, auth: Auth, employeeId: string) => {
  requireAccess(auth, 'admin');
  await requireEmployee(deps.db, auth.organizationId, employeeId);
  const swapped = await replacePhotoKey(deps.db, auth.organizationId, employeeId, null);
  if (!swapped) throw new AppError('NOT_FOUND');
  await deleteQuietly(deps, [swapped.replacedKey]);
};

// Any signed-in employee of the organisation: colleagues' avatars appear in lists and tiles.
export const getEmployeePhoto = async (deps: Deps, auth: Auth, employeeId: string) => {
  const row = await findPhotoKey(deps.db, auth.organizationId, employeeId);
  if (!row?.photoStorageKey) throw new AppError(documentErrors.PHOTO_NOT_FOUND);
  const file = await deps.storage.get(row.photoStorageKey);
  if (!file) throw new AppError(documentErrors.PHOTO_NOT_FOUND);
  return file;
};
