import type { RoleId } from '@pulse/shared/domain/roles';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { calendarFeeds, employees, organizations } from '../../db/schema/index';
import { organizationContextColumns } from '../../lib/organization-context';

// Every query of the caller's feeds takes the organisation and the person first: a feed id of
// another person or organisation finds nothing.

const feedColumns = { id: calendarFeeds.id, kind: calendarFeeds.kind, createdAt: calendarFeeds.createdAt };

type Owner = { organizationId: string; employeeId: string };

const isOwnedBy = (owner: Owner) =>
  and(eq(calendarFeeds.organizationId, owner.organizationId), eq(calendarFeeds.employeeId, owner.employeeId));

// Revokes the person's live feeds of the kind, returning their ids (for the audit trail).
export const revokeFeedsOfKind = async (tx: Transaction, owner: Owner, kind: 'mine' | 'team', at: Date) => {
  const rows = await tx
    .update(calendarFeeds)
    .set({ revokedAt: at })
    .where(and(isOwnedBy(owner), eq(calendarFeeds.kind, kind), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.map((row) => row.id);
};

export const insertFeed = async (
  tx: Transaction,
  values: Owner & { kind: 'mine' | 'team'; tokenHash: string; createdAt: Date },
) => {
  const [row] = await tx.insert(calendarFeeds).values(values).returning(feedColumns);
  if (!row) throw new Error('calendar feed insert returned nothing');
  return row;
};

export const findLiveFeeds = (db: Database, owner: Owner) =>
  db
    .select(feedColumns)
    .from(calendarFeeds)
    .where(and(isOwnedBy(owner), isNull(calendarFeeds.revokedAt)))
    .orderBy(asc(calendarFeeds.kind), asc(calendarFeeds.createdAt));

export const revokeFeed = async (tx: Transaction, owner: Owner, feedId: string, at: Date) => {
  const [row] = await tx
    .update(calendarFeeds)
    .set({ revokedAt: at })
    .where(and(isOwnedBy(owner), eq(calendarFeeds.id, feedId), isNull(calendarFeeds.revokedAt)))
    .returning(feedColumns);
  return row;
};

// A live feed of a current employee of an active organisation, with what a session would carry:
// the feed answers with what its owner may see today (a demoted administrator's team feed shrinks).
export const findFeedByTokenHash = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .select({
      id: calendarFeeds.id,
      kind: calendarFeeds.kind,
      employeeId: calendarFeeds.employeeId,
      organizationId: calendarFeeds.organizationId,
      roleId: employees.roleId,
      organization: organizationContextColumns,
    })
    .from(calendarFeeds)
    .innerJoin(
      employees,
      and(
        eq(employees.id, calendarFeeds.employeeId),
        eq(employees.organizationId, calendarFeeds.organizationId),
      ),
    )
    .innerJoin(organizations, eq(organizations.id, calendarFeeds.organizationId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        isNull(calendarFeeds.revokedAt),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
        eq(organizations.isActive, true),
      ),
    );
  return row ? { ...row, roleId: row.roleId as RoleId } : undefined;
};
