import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import {
  employees,
  policies,
  policyAcknowledgements,
  policyPassages,
  policyVersions,
} from '../../db/schema/index';
import type { PolicyPassage } from './policy-passages';
import type { PolicySearchTerm } from './policy-synonyms';

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
  const [row] = await db.insert(policyVersions).values(values).returning({ id: policyVersions.id });
  if (!row) throw new Error('policy version insert returned nothing');
  return row.id;
};

// Written once per version; a second writer (two instances backfilling at once) changes nothing.
export const insertPolicyPassages = async (
  db: Database,
  organizationId: string,
  policyVersionId: string,
  passages: PolicyPassage[],
) => {
  if (passages.length === 0) return;
  await db
    .insert(policyPassages)
    .values(passages.map((passage, position) => ({ organizationId, policyVersionId, position, ...passage })))
    .onConflictDoNothing();
};

// Every organisation's versions with text but no passages yet (uploaded before passages existed):
// the start-up backfill's work list, not a tenant's query.
export const findVersionsWithoutPassages = (db: Database) =>
  db
    .select({
      id: policyVersions.id,
      organizationId: policyVersions.organizationId,
      extractedText: policyVersions.extractedText,
    })
    .from(policyVersions)
    .where(
      and(
        isNotNull(policyVersions.extractedText),
        notExists(
          db
            .select({ one: sql`1` })
            .from(policyPassages)
            .where(eq(policyPassages.policyVersionId, policyVersions.id)),
        ),
      ),
    );

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

export type PolicyPassageRow = {
  policyId: string;
  policyName: string;
  version: number;
  // '' for text before the document's first heading.
  heading: string;
  text: string;
  // The text with the words found marked **like this** (read by people and language models), for
  // picking the sentences to quote.
  markedText: string;
  // The heading and the policy's name, marked alike: what every sentence of the passage is about.
  markedContext: string;
  // 0..1: more of the question's words, repeated and in the heading, rank higher.
  rank: number;
  // The share of what the question asks about (its words and the synonym groups they name) the
  // passage matches, 0..1; off-topic questions match little of it.
  coverage: number;
  // The weight of the terms searched (those that are not only stop words): what `coverage` is a share
  // of, so that a sentence's share of the question is measured alike.
  searchedWeight: number;
  // The searched terms (their queries) the passage does not match.
  unmatchedTerms: string[];
};

// A heading's number ("3. Applying for leave"): it answers no question, though "3" may be one of its
// words ("sick for 3 days"). The pattern of policy-passages.ts's numbered headings, as a POSIX regex.
const SECTION_NUMBER = String.raw`^([0-9]+(\.[0-9]+)*\.?|[A-Z]\.|[IVXLC]+\.)\s+`;

// The current versions' passages that match any term, best first: those that cover most of the
// question, then the best ranked. Coverage is the share of the searched terms' weight a passage matches
// (terms of only stop words are not searched); the policy's name counts as part of each of its
// passages ("what does the code of conduct say"). The rank adds up each term's cover density
// (ts_rank_cd: words in the heading weigh most, then the text, then the name), scaled to
// rank / (rank + 1) so that a word repeated many times cannot outweigh the others, times the term's
// weight, as a share of the searched weight. A heading counts without its number. The filter's
// expression is the GIN index's own, so the index serves it; the materialised CTE computes each
// matching passage's weighted vector once for the per-term checks; the marked text and the terms a
// passage lacks are worked out for the passages returned only.
export const searchCurrentPolicyPassages = (
  db: Database,
  organizationId: string,
  terms: PolicySearchTerm[],
  limit: number,
) => {
  const anyTerm = sql`websearch_to_tsquery('english', ${terms.map((term) => term.query).join(' or ')})`;
  const anyWord = sql`websearch_to_tsquery('english', ${terms.flatMap((term) => term.words).join(' or ')})`;
  const perTerm = (each: (query: SQL) => SQL) =>
    sql.join(
      terms.map(
        (term) => sql`${term.weight}::int * ${each(sql`websearch_to_tsquery('english', ${term.query})`)}`,
      ),
      sql` + `,
    );
  const searchedWeight = sql`greatest(${perTerm((query) => sql`(numnode(${query}) > 0)::int`)}, 1)`;
  const matchedWeight = perTerm((query) => sql`(matching.document @@ ${query})::int`);
  const rankSum = perTerm((query) => sql`ts_rank_cd(matching.document, ${query}, 32)`);
  const unmatched = sql.join(
    terms.map((term) => {
      const query = sql`websearch_to_tsquery('english', ${term.query})`;
      return sql`case when numnode(${query}) > 0 and not (matching.document @@ ${query}) then ${term.query}::text end`;
    }),
    sql`, `,
  );
  return rowsOf<PolicyPassageRow>(
    db,
    sql`
      with matching as materialized (
        select
          policy.id as policy_id,
          policy.name as policy_name,
          version.version,
          passage.position,
          passage.heading,
          passage.text,
          regexp_replace(passage.heading, ${SECTION_NUMBER}, '') as heading_words,
          setweight(to_tsvector('english', regexp_replace(passage.heading, ${SECTION_NUMBER}, '')), 'A')
            || setweight(to_tsvector('english', passage.text), 'B')
            || setweight(to_tsvector('english', policy.name), 'D') as document
        from ${policyPassages} passage
        join ${policyVersions} version
          on version.id = passage.policy_version_id and version.organization_id = ${organizationId}
        join ${policies} policy
          on policy.id = version.policy_id and policy.organization_id = ${organizationId}
        where passage.organization_id = ${organizationId}
          and to_tsvector('english', passage.heading || ' ' || passage.text) @@ ${anyTerm}
          and not exists (
            select 1 from ${policyVersions} newer
            where newer.policy_id = version.policy_id and newer.version > version.version
          )
      ),
      best as (
        select
          matching.*,
          ((${rankSum}) / ${searchedWeight})::float8 as rank,
          ((${matchedWeight})::float8 / ${searchedWeight})::float8 as coverage,
          (${searchedWeight})::int as searched_weight
        from matching
        order by coverage desc, rank desc, lower(matching.policy_name), matching.position
        limit ${limit}
      )
      select
        matching.policy_id as "policyId",
        matching.policy_name as "policyName",
        matching.version,
        matching.heading,
        matching.text,
        ts_headline('english', matching.text, ${anyWord}, 'HighlightAll=true, StartSel=**, StopSel=**')
          as "markedText",
        ts_headline(
          'english',
          matching.heading_words || ' ' || matching.policy_name,
          ${anyWord},
          'HighlightAll=true, StartSel=**, StopSel=**'
        ) as "markedContext",
        matching.rank,
        matching.coverage,
        matching.searched_weight as "searchedWeight",
        array_remove(array[${unmatched}], null) as "unmatchedTerms"
      from best as matching
      order by matching.coverage desc, matching.rank desc, lower(matching.policy_name), matching.position
    `,
  );
};
