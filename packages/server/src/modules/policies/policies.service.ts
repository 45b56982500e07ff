import type { Policy, PolicyList } from '@pulse/shared/contracts/policies';
import { policyNameSchema } from '@pulse/shared/contracts/policies';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { requireAdmin } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import { detectFileType, sanitizeFileName } from '../../lib/file-type';
import { policyFileKey } from '../../lib/storage/storage';
import * as repository from './policies.repository';

// Company policy (spec B §2, §7): everyone in the organisation lists and opens the documents;
// administrators add, rename, replace (a new version) and delete them.

export type UploadedPolicyFile = { fileName: string; bytes: Buffer };

// PDF and DOCX documents, and scanned pages as JPEG or PNG: judged by their bytes, never their name.
const POLICY_KINDS = new Set(['pdf', 'docx', 'jpeg', 'png']);

const policyNotFound = () => new AppError('NOT_FOUND', policyPulseTexts.notFound);
const nameTaken = () =>
  new AppError('CONFLICT', policyPulseTexts.nameTaken, [
    { path: 'name', message: policyPulseTexts.nameTaken },
  ]);

const toPolicy = (row: repository.PolicyRow): Policy => ({
  id: row.id,
  name: row.name,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  version: row.version,
  updatedAt: row.uploadedAt.toISOString(),
  url: `/api/v1/policies/${row.id}/content`,
});

export const findPolicies = async (deps: Deps, auth: Auth): Promise<PolicyList> => ({
  items: (await repository.findPolicies(deps.db, auth.organizationId)).map(toPolicy),
});

const getPolicyRow = async (deps: Pick<Deps, 'db'>, auth: Auth, policyId: string) => {
  const [row] = await repository.findPolicies(deps.db, auth.organizationId, policyId);
  if (!row) throw policyNotFound();
  return row;
};

export const getPolicy = async (deps: Deps, auth: Auth, policyId: string) =>
  toPolicy(await getPolicyRow(deps, auth, policyId));

// spec B §2: clicking a policy opens it in a new tab: a PDF or an image shows there, a DOCX downloads.
export const getPolicyContent = async (deps: Deps, auth: Auth, policyId: string) => {
  const row = await getPolicyRow(deps, auth, policyId);
  const stream = await deps.storage.get(row.storageKey);
  if (!stream) throw policyNotFound();
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    disposition:
      row.contentType === 'application/pdf' || row.contentType.startsWith('image/') ? 'inline' : 'attachment',
    stream,
  } as const;
};

// Checks the bytes and stores the file; the caller writes the row and deletes the file if that fails.
const storeFile = async (deps: Deps, auth: Auth, file: UploadedPolicyFile) => {
  const type = file.bytes.length > 0 ? detectFileType(file.bytes) : null;
  if (!type || !POLICY_KINDS.has(type.kind)) {
    throw new AppError('VALIDATION_FAILED', policyPulseTexts.fileInvalid, [
      { path: 'file', message: policyPulseTexts.fileInvalid },
    ]);
  }
  const storageKey = policyFileKey(auth.organizationId);
  await deps.storage.put(storageKey, file.bytes, type.contentType);
  return {
    storageKey,
    contentType: type.contentType,
    fileName: sanitizeFileName(file.fileName, `policy.${type.extension}`),
    sizeBytes: file.bytes.length,
  };
};

// A failed write must not leave the stored file behind; the sweep would find it otherwise only later.
const withStoredFile = async <T>(deps: Deps, storageKey: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
};

const defaultNameOf = (fileName: string) => fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || fileName;

export const addPolicy = async (
  deps: Deps,
  auth: Auth,
  file: UploadedPolicyFile,
  name: string | undefined,
) => {
  requireAdmin(auth);
  const stored = await storeFile(deps, auth, file);
  const parsedName = policyNameSchema.safeParse(name ?? defaultNameOf(stored.fileName));
  if (!parsedName.success) {
    await deps.storage.delete(stored.storageKey).catch(() => {});
    const message = parsedName.error.issues[0]?.message ?? policyPulseTexts.nameRequired;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'name', message }]);
  }
  const now = deps.clock.now();
  const policyId = await withStoredFile(deps, stored.storageKey, () =>
    deps.db.transaction(async (tx) => {
      const id = await repository.insertPolicy(tx, {
        organizationId: auth.organizationId,
        name: parsedName.data,
        createdAt: now,
        updatedAt: now,
      });
      await repository.insertPolicyVersion(tx, {
        organizationId: auth.organizationId,
        policyId: id,
        version: 1,
        ...stored,
        uploadedById: auth.employeeId,
        uploadedAt: now,
      });
      return id;
    }),
  );
  return getPolicy(deps, auth, policyId);
};

// A new version; the earlier files stay (the versions a policy had).
export const replacePolicyFile = async (
  deps: Deps,
  auth: Auth,
  policyId: string,
  file: UploadedPolicyFile,
) => {
  requireAdmin(auth);
  await getPolicyRow(deps, auth, policyId);
  const stored = await storeFile(deps, auth, file);
  const now = deps.clock.now();
  await withStoredFile(deps, stored.storageKey, () =>
    deps.db.transaction(async (tx) => {
      if (!(await repository.lockPolicy(tx, auth.organizationId, policyId))) throw policyNotFound();
      const version = (await repository.latestVersionNumber(tx, auth.organizationId, policyId)) + 1;
      await repository.insertPolicyVersion(tx, {
        organizationId: auth.organizationId,
        policyId,
        version,
        ...stored,
        uploadedById: auth.employeeId,
        uploadedAt: now,
      });
      await repository.updatePolicy(tx, auth.organizationId, policyId, { updatedAt: now });
    }),
  );
  return getPolicy(deps, auth, policyId);
};

export const renamePolicy = async (deps: Deps, auth: Auth, policyId: string, name: string) => {
  requireAdmin(auth);
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await repository.lockPolicy(tx, auth.organizationId, policyId))) throw policyNotFound();
      await repository.updatePolicy(tx, auth.organizationId, policyId, { name, updatedAt: deps.clock.now() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getPolicy(deps, auth, policyId);
};

export const deletePolicy = async (deps: Deps, auth: Auth, policyId: string) => {
  requireAdmin(auth);
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await repository.lockPolicy(tx, auth.organizationId, policyId))) throw policyNotFound();
    return repository.deletePolicy(tx, auth.organizationId, policyId);
  });
  // After the commit: a failure leaves files nothing names, never a row naming a missing file.
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
};
