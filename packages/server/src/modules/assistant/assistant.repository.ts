import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantMessages } from '../../db/schema/index';

// Every query takes the organisation and the employee first: a conversation is its employee's alone.

export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

// The latest `limit` messages, oldest first (the order the widget shows them).
export const findLatestMessages = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  limit: number,
) => {
  const latest = await db
    .select()
    .from(assistantMessages)
    .where(
      and(eq(assistantMessages.organizationId, organizationId), eq(assistantMessages.employeeId, employeeId)),
    )
    .orderBy(desc(assistantMessages.sequence))
    .limit(limit);
  return latest.reverse();
};

export const countQuestionsSince = async (
  db: Database,
  organizationId: string,
  employeeId: string,
  since: Date,
) => {
  const [row] = await db
    .select({ total: count() })
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.organizationId, organizationId),
        eq(assistantMessages.employeeId, employeeId),
        eq(assistantMessages.sender, 'user'),
        gte(assistantMessages.createdAt, since),
      ),
    );
  return row?.total ?? 0;
};

// The conversation's last reply, with the question as ProBot read it (null before any).
export const findLastReply = async (db: Database, organizationId: string, employeeId: string) => {
  const [reply] = await db
    .select({ intent: assistantMessages.intent, createdAt: assistantMessages.createdAt })
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.organizationId, organizationId),
        eq(assistantMessages.employeeId, employeeId),
        eq(assistantMessages.sender, 'bot'),
      ),
    )
    .orderBy(desc(assistantMessages.sequence))
    .limit(1);
  return reply ?? null;
};

export const insertMessages = (db: Database, values: (typeof assistantMessages.$inferInsert)[]) =>
  db.insert(assistantMessages).values(values).returning();

export const deleteMessages = (db: Database, organizationId: string, employeeId: string) =>
  db
    .delete(assistantMessages)
    .where(
      and(eq(assistantMessages.organizationId, organizationId), eq(assistantMessages.employeeId, employeeId)),
    );
