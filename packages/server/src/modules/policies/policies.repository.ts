import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { policies, policyVersions } from '../../db/schema/index';

// Every query takes the organisation first and filters on it.

// Each policy with its latest version, by name.
export const findPolicies = (db: Database, organizationId: string, policyId?: string) =>
  db
    .selectDistinctOn([sql`lower(${policies.name})`, policies.id], {
      id: policies.id,
      name: policies.name,
      version: policyVersions.version,
      fileName: policyVersions.fileName,
      storageKey: policyVersions.storageKey,
      contentType: policyVersions.contentType,
      sizeBytes: policyVersions.sizeBytes,
      uploadedAt: policyVersions.uploadedAt,
    })
    .from(policies)
    .innerJoin(policyVersions, eq(policyVersions.policyId, policies.id))
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

export const lockPolicy = async (db: Database, organizationId: string, policyId: string) => {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.organizationId, organizationId), eq(policies.id, policyId)))
    .for('update');
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
