import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

// The activity tables (intervals, input minutes, screenshots, slots) are partitioned by UTC month
// (migration 0006): a row can only be written once its month exists. Writers call this with the
// span of instants they are about to write; maintenance calls it ahead of time for next month.

// The first instant of every UTC month from `from`'s to `to`'s.
export const utcMonthsBetween = (from: Date, to: Date): Date[] => {
  const months: Date[] = [];
  const last = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1);
  for (
    let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
    month.getTime() <= last;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  ) {
    months.push(month);
  }
  return months;
};

// A partition, once made, stays: each database handle asks the server once per month. Keyed by the
// handle so a transaction (whose work may roll back) never fills the cache of the database.
const knownMonths = new WeakMap<Database | Transaction, Set<number>>();

export const ensureActivityPartitions = async (db: Database | Transaction, from: Date, to: Date) => {
  let known = knownMonths.get(db);
  if (!known) {
    known = new Set();
    knownMonths.set(db, known);
  }
  for (const month of utcMonthsBetween(from, to)) {
    if (known.has(month.getTime())) continue;
    await db.execute(sql`select pulse_ensure_activity_partitions(${month.toISOString()}::timestamptz)`);
    known.add(month.getTime());
  }
};
