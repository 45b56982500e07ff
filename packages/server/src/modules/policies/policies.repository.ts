import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees, policies, policyAcknowledgements, policyVersions } from '../../db/schema/index';

// Every query takes the organisation first and filters on it.

// Each policy with its latest version, by name, and when the given employee acknowledged that version.
export const findPolicies = (db: Database, organizationId: string, employeeId: string, policyId?: string) =>
  db
    .selectDistinctOn([sql`lower(${policies.name})`, policies.id], {
      id: policies.id,
      name: policies.name,
      requiresAcknowledgement: policies.requiresAcknowledgement,
      versionId: policyVersions.id,
      version: policyVersions.version,
      fileName: policyVersions.fileName,
      storageKey: policyVersions.storageKey,
      contentType: policyVersions.contentType,
      sizeBytes: policyVersions.sizeBytes,
      uploadedAt: policyVersions.uploadedAt,
      acknowledgedAt: policyAcknowledgements.acknowledgedAt,
    })
    .from(policies)
    .innerJoin(policyVersions, eq(policyVersions.policyId, policies.id))
    .leftJoin(
      policyAcknowledgements,
      and(
        eq(policyAcknowledgements.policyVersionId, policyVersions.id),
        eq(policyAcknowledgements.employeeId, employeeId),
      ),
    )
    .where(
      and(
        eq(policies.organizationId, organizationId),
        policyId === undefined ? undefined : eq(policies.id, policyId),
      ),
    )
    .orderBy(sql`lower(${policies.name})`, asc(policies.id), desc(policyVersions.version));
export type PolicyRow = Awaited<ReturnType<typeof findPolicies>>[number];

export const insertPolicy = async (db: Database, values: typeof policies.$inferInsert) => {
  const [row] = await db.insert(policies).values(values).returning({ id: policies.id });
  if (!row) throw new Error('policy insert returned nothing');
  return row.id;
};

// 'share' for acknowledging: many employees at once, while a new version (which takes 'update') waits.
export const lockPolicy = async (
  db: Database,
  organizationId: string,
  policyId: string,
  strength: 'update' | 'share' = 'update',
) => {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.organizationId, organizationId), eq(policies.id, policyId)))
    .for(strength);
  return row;
};

export const updatePolicy = async (
  db: Database,
  organizationId: string,
  policyId: string,
  values: Partial<typeof policies.$inferInsert>,
) => {
  await db
    .update(policies)
    .set(values)
    .where(and(eq(policies.organizationId, organizationId), eq(policies.id, policyId)));
};

export const latestVersionNumber = async (db: Database, organizationId: string, policyId: string) => {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${policyVersions.version}), 0)::int` })
    .from(policyVersions)
    .where(and(eq(policyVersions.organizationId, organizationId), eq(policyVersions.policyId, policyId)));
  return row?.version ?? 0;
};

export const insertPolicyVersion = async (db: Database, values: typeof policyVersions.$inferInsert) => {
  await db.insert(policyVersions).values(values);
};

// Deletes the policy and its versions; returns the storage keys to delete once committed.
export const deletePolicy = async (db: Database, organizationId: string, policyId: string) => {
  const versions = await db
    .delete(policyVersions)
    .where(and(eq(policyVersions.organizationId, organizationId), eq(policyVersions.policyId, policyId)))
    .returning({ storageKey: policyVersions.storageKey });
  await db
    .delete(policies)
    .where(and(eq(policies.organizationId, organizationId), eq(policies.id, policyId)));
  return versions.map((version) => version.storageKey);
};

// Who the acknowledgements are asked of: the organisation's active employees (both roles).
const isActiveEmployeeOf = (organizationId: string) =>
  and(
    eq(employees.organizationId, organizationId),
    eq(employees.isActive, true),
    isNull(employees.deletedAt),
  );

export const countActiveEmployees = async (db: Database, organizationId: string) => {
  const [row] = await db.select({ total: count() }).from(employees).where(isActiveEmployeeOf(organizationId));
  return row?.total ?? 0;
};

// Acknowledgements by active employees, per version.
export const countAcknowledgements = async (db: Database, organizationId: string, versionIds: string[]) => {
  if (versionIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ versionId: policyAcknowledgements.policyVersionId, acknowledged: count() })
    .from(policyAcknowledgements)
    .innerJoin(employees, eq(employees.id, policyAcknowledgements.employeeId))
    .where(
      and(
        eq(policyAcknowledgements.organizationId, organizationId),
        inArray(policyAcknowledgements.policyVersionId, versionIds),
        isActiveEmployeeOf(organizationId),
      ),
    )
    .groupBy(policyAcknowledgements.policyVersionId);
  return new Map(rows.map((row) => [row.versionId, row.acknowledged]));
};

// Every active employee and their acknowledgement of the version: those who acknowledged first, each
// group by name.
export const findAcknowledgements = (db: Database, organizationId: string, versionId: string) =>
  db
    .select({
      employeeId: employees.id,
      name: employees.name,
      employeeCode: employees.employeeCode,
      acknowledgedAt: policyAcknowledgements.acknowledgedAt,
    })
    .from(employees)
    .leftJoin(
      policyAcknowledgements,
      and(
        eq(policyAcknowledgements.organizationId, organizationId),
        eq(policyAcknowledgements.policyVersionId, versionId),
        eq(policyAcknowledgements.employeeId, employees.id),
      ),
    )
    .where(isActiveEmployeeOf(organizationId))
    .orderBy(sql`${policyAcknowledgements.acknowledgedAt} is null`, asc(employees.name), asc(employees.id));

// Acknowledging twice keeps the first time.
export const insertAcknowledgement = async (
  db: Database,
  values: typeof policyAcknowledgements.$inferInsert,
) => {
  await db.insert(policyAcknowledgements).values(values).onConflictDoNothing();
};

// The current versions whose text matches a web-search style query ("remote work", "leave or holiday",
// "-draft"), best first. The document expression is the GIN index's own, so the index serves it.
export const searchCurrentPolicyText = (
  db: Database,
  organizationId: string,
  query: string,
  limit: number,
) => {
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  const document = sql`to_tsvector('english', coalesce(${policyVersions.extractedText}, ''))`;
  const rank = sql<number>`ts_rank(${document}, ${tsQuery})`.mapWith(Number);
  const current = db
    .select({ policyId: policyVersions.policyId, version: max(policyVersions.version).as('current_version') })
    .from(policyVersions)
    .where(eq(policyVersions.organizationId, organizationId))
    .groupBy(policyVersions.policyId)
    .as('current');
  return db
    .select({
      policyId: policies.id,
      name: policies.name,
      version: policyVersions.version,
      rank,
      // The matching passages, the words found marked as **bold** (read by people and language models).
      headline: sql<string>`ts_headline('english', ${policyVersions.extractedText}, ${tsQuery}, 'MaxFragments=2, MinWords=15, MaxWords=40, StartSel=**, StopSel=**')`,
      text: policyVersions.extractedText,
    })
    .from(policyVersions)
    .innerJoin(
      current,
      and(eq(current.policyId, policyVersions.policyId), eq(current.version, policyVersions.version)),
    )
    .innerJoin(policies, eq(policies.id, policyVersions.policyId))
    .where(
      and(
        eq(policyVersions.organizationId, organizationId),
        eq(policies.organizationId, organizationId),
        sql`${document} @@ ${tsQuery}`,
      ),
    )
    .orderBy(desc(rank), asc(policies.name))
    .limit(limit);
};
