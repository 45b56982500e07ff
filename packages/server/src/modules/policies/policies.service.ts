import type {
  Policy,
  PolicyAcknowledgementList,
  PolicyList,
  UpdatePolicyBody,
} from '@pulse/shared/contracts/policies';
import { policyNameSchema } from '@pulse/shared/contracts/policies';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import type { Database } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import { extractDocumentText } from '../../lib/document-text';
import { detectFileType, sanitizeFileName } from '../../lib/file-type';
import type { WholeList } from '../../lib/list-page';
import { policyFileKey } from '../../lib/storage/storage';
import { enqueueWebhookEvents } from '../webhooks/webhook-events';
import * as repository from './policies.repository';
import { splitIntoPassages } from './policy-passages';
import { policySearchTerms } from './policy-synonyms';

// Company policy (spec B §2, §7): everyone in the organisation lists and opens the documents;
// administrators add, rename, replace (a new version) and delete them. Where the spec is silent
// a policy may ask every active employee to acknowledge its current version, and each
// version's text is kept for search.

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
  requiresAcknowledgement: row.requiresAcknowledgement,
  acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
});

// Administrators also see how far each policy's current version has been acknowledged.
const withAcknowledgementCounts = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  rows: repository.PolicyRow[],
) => {
  const caller = requireAccess(auth, 'authenticated');
  if (!caller.isAdmin) return rows.map(toPolicy);
  const [total, counts] = await Promise.all([
    repository.countActiveEmployees(deps.db, auth.organizationId),
    repository.countAcknowledgements(
      deps.db,
      auth.organizationId,
      rows.map((row) => row.versionId),
    ),
  ]);
  return rows.map((row) => ({
    ...toPolicy(row),
    acknowledgements: { acknowledged: counts.get(row.versionId) ?? 0, total },
  }));
};

export const findPolicies = async (deps: Deps, auth: Auth): Promise<WholeList<PolicyList>> => ({
  items: await withAcknowledgementCounts(
    deps,
    auth,
    await repository.findPolicies(deps.db, auth.organizationId, auth.employeeId),
  ),
});

const getPolicyRow = async (deps: Pick<Deps, 'db'>, auth: Auth, policyId: string) => {
  const [row] = await repository.findPolicies(deps.db, auth.organizationId, auth.employeeId, policyId);
  if (!row) throw policyNotFound();
  return row;
};

export const getPolicy = async (deps: Deps, auth: Auth, policyId: string): Promise<Policy> => {
  const [policy] = await withAcknowledgementCounts(deps, auth, [await getPolicyRow(deps, auth, policyId)]);
  if (!policy) throw policyNotFound();
  return policy;
};

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
  // Read before storing: the text goes into the same row as the file's key.
  const extractedText = await extractDocumentText(file.bytes, type.kind);
  const storageKey = policyFileKey(auth.organizationId);
  await deps.storage.put(storageKey, file.bytes, type.contentType);
  return {
    storageKey,
    contentType: type.contentType,
    fileName: sanitizeFileName(file.fileName, `policy.${type.extension}`),
    sizeBytes: file.bytes.length,
    extractedText,
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

// A version and its text's passages go together: the HR assistant never quotes a version that is not
// there, nor misses one that is.
const insertVersion = async (
  tx: Database,
  auth: Auth,
  values: Omit<Parameters<typeof repository.insertPolicyVersion>[1], 'organizationId'>,
) => {
  const versionId = await repository.insertPolicyVersion(tx, {
    ...values,
    organizationId: auth.organizationId,
  });
  await repository.insertPolicyPassages(
    tx,
    auth.organizationId,
    versionId,
    splitIntoPassages(values.extractedText ?? ''),
  );
};

const defaultNameOf = (fileName: string) => fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || fileName;

export const addPolicy = async (
  deps: Deps,
  auth: Auth,
  file: UploadedPolicyFile,
  options: { name?: string; requiresAcknowledgement?: boolean } = {},
) => {
  requireAccess(auth, 'admin');
  const stored = await storeFile(deps, auth, file);
  const parsedName = policyNameSchema.safeParse(options.name ?? defaultNameOf(stored.fileName));
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
        requiresAcknowledgement: options.requiresAcknowledgement ?? false,
        createdAt: now,
        updatedAt: now,
      });
      await insertVersion(tx, auth, {
        policyId: id,
        version: 1,
        ...stored,
        uploadedById: auth.employeeId,
        uploadedAt: now,
      });
      await enqueueWebhookEvents(deps, tx, [
        {
          type: 'policy.published',
          organizationId: auth.organizationId,
          data: { policy: { id, name: parsedName.data }, version: 1 },
        },
      ]);
      return id;
    }),
  );
  return getPolicy(deps, auth, policyId);
};

// A new version; the earlier files stay (the versions a policy had). Acknowledgements belong to a
// version, so a policy that requires them asks everyone again.
export const replacePolicyFile = async (
  deps: Deps,
  auth: Auth,
  policyId: string,
  file: UploadedPolicyFile,
) => {
  requireAccess(auth, 'admin');
  await getPolicyRow(deps, auth, policyId);
  const stored = await storeFile(deps, auth, file);
  const now = deps.clock.now();
  await withStoredFile(deps, stored.storageKey, () =>
    deps.db.transaction(async (tx) => {
      const policy = await repository.lockPolicy(tx, auth.organizationId, policyId);
      if (!policy) throw policyNotFound();
      const version = (await repository.latestVersionNumber(tx, auth.organizationId, policyId)) + 1;
      await insertVersion(tx, auth, {
        policyId,
        version,
        ...stored,
        uploadedById: auth.employeeId,
        uploadedAt: now,
      });
      await repository.updatePolicy(tx, auth.organizationId, policyId, { updatedAt: now });
      await enqueueWebhookEvents(deps, tx, [
        {
          type: 'policy.published',
          organizationId: auth.organizationId,
          data: { policy: { id: policyId, name: policy.name }, version },
        },
      ]);
    }),
  );
  return getPolicy(deps, auth, policyId);
};

// A new name, whether the policy asks for acknowledgement, or both.
export const updatePolicy = async (deps: Deps, auth: Auth, policyId: string, changes: UpdatePolicyBody) => {
  requireAccess(auth, 'admin');
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await repository.lockPolicy(tx, auth.organizationId, policyId))) throw policyNotFound();
      await repository.updatePolicy(tx, auth.organizationId, policyId, {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.requiresAcknowledgement === undefined
          ? {}
          : { requiresAcknowledgement: changes.requiresAcknowledgement }),
        updatedAt: deps.clock.now(),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getPolicy(deps, auth, policyId);
};

// The caller (an employee, or an administrator for themselves) confirms they read the version they
// opened. It must still be the current one: nobody acknowledges a text they did not see.
export const acknowledgePolicy = async (deps: Deps, auth: Auth, policyId: string, version: number) => {
  await deps.db.transaction(async (tx) => {
    if (!(await repository.lockPolicy(tx, auth.organizationId, policyId, 'share'))) throw policyNotFound();
    const [current] = await repository.findPolicies(tx, auth.organizationId, auth.employeeId, policyId);
    if (!current) throw policyNotFound();
    if (current.version !== version) {
      throw new AppError('CONFLICT', policyPulseTexts.versionChanged, [
        { path: 'version', message: policyPulseTexts.versionChanged },
      ]);
    }
    await repository.insertAcknowledgement(tx, {
      organizationId: auth.organizationId,
      policyVersionId: current.versionId,
      employeeId: auth.employeeId,
      acknowledgedAt: deps.clock.now(),
    });
  });
  return getPolicy(deps, auth, policyId);
};

// Administrators: who has and who has not acknowledged the current version.
export const findPolicyAcknowledgements = async (
  deps: Deps,
  auth: Auth,
  policyId: string,
): Promise<WholeList<PolicyAcknowledgementList>> => {
  requireAccess(auth, 'admin');
  const policy = await getPolicyRow(deps, auth, policyId);
  const rows = await repository.findAcknowledgements(deps.db, auth.organizationId, policy.versionId);
  return {
    policyId: policy.id,
    version: policy.version,
    items: rows.map((row) => ({ ...row, acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null })),
  };
};

export const deletePolicy = async (deps: Deps, auth: Auth, policyId: string) => {
  requireAccess(auth, 'admin');
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await repository.lockPolicy(tx, auth.organizationId, policyId))) throw policyNotFound();
    return repository.deletePolicy(tx, auth.organizationId, policyId);
  });
  // After the commit: a failure leaves files nothing names, never a row naming a missing file.
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
};

export type PolicyPassageMatch = repository.PolicyPassageRow;

// The passages of the current policy versions that answer a question as asked, best first (the HR
// assistant's source). Every employee may read every policy, so the organisation is the only limit.
// A question without searchable words (empty, or only stop words like "the") finds nothing.
export const searchPolicyPassages = async (
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  question: string,
  limit = 5,
): Promise<PolicyPassageMatch[]> => {
  const terms = policySearchTerms(question);
  if (terms.length === 0) return [];
  return repository.searchCurrentPolicyPassages(deps.db, auth.organizationId, terms, limit);
};

// Versions uploaded before passages existed get theirs; run at start-up, after the migrations. Only
// versions with text and no passages are read, so running it again changes nothing.
export const ensurePolicyPassages = async (db: Database) => {
  const versions = await repository.findVersionsWithoutPassages(db);
  for (const version of versions) {
    await repository.insertPolicyPassages(
      db,
      version.organizationId,
      version.id,
      splitIntoPassages(version.extractedText ?? ''),
    );
  }
  return versions.length;
};
