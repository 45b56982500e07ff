import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { migrationsDir } from '../lib/package-root';
import { ensureActivityPartitions, utcMonthsBetween } from './activity-partitions';
import { rowsOf } from './client';
import { openScratchDatabase } from './scratch-database';

describe('utcMonthsBetween', () => {
  it.each([
    ['one instant', '2026-03-02T09:00:00Z', '2026-03-02T09:00:00Z', ['2026-03-01']],
    [
      'the last and first minute of two months',
      '2026-07-31T23:59:00Z',
      '2026-08-01T00:00:00Z',
      ['2026-07-01', '2026-08-01'],
    ],
    [
      'a year end',
      '2026-11-20T00:00:00Z',
      '2027-01-05T00:00:00Z',
      ['2026-11-01', '2026-12-01', '2027-01-01'],
    ],
    // 1 March 04:00 in Kolkata is still February in UTC: months are UTC months.
    [
      'a local day that starts in the month before',
      '2026-02-28T22:30:00Z',
      '2026-02-28T23:00:00Z',
      ['2026-02-01'],
    ],
    ['an end before the start', '2026-05-01T00:00:00Z', '2026-04-30T00:00:00Z', []],
  ])('%s', (_, from, to, months) => {
    expect(
      utcMonthsBetween(new Date(from), new Date(to)).map((month) => month.toISOString().slice(0, 10)),
    ).toEqual(months);
  });
});

// A database as release 0005 left it, holding activity, then migrated: the rows move into their
// months' partitions and the keys hold as before.
describe('migration 0006 on a database with activity', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pulse-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('moves every row into its UTC month and keeps the idempotency keys', async () => {
    cpSync(migrationsDir, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0006');
    writeFileSync(journalPath, JSON.stringify(journal));

    const handle = await openScratchDatabase(loadEnv().DATABASE_URL, 'pulse_test_partitions');
    try {
      await handle.migrate(folder);
      const rows = (query: SQL) => rowsOf<Record<string, string>>(handle.db, query);
      const [owner] = await rows(sql`
        with organization as (
          insert into organizations (name, time_zone) values ('Old Release Ltd', 'UTC') returning id
        ), employee as (
          insert into employees (organization_id, employee_number, employee_code, name, official_email, password_hash)
          select id, 1, 'OLD-1', 'Old Timer', 'old@old.test', 'x' from organization returning id, organization_id
        )
        insert into tracker_devices (organization_id, employee_id, name, platform, token_hash, created_at, last_seen_at)
        select organization_id, id, 'PC', 'linux', 'hash', now(), now() from employee
        returning organization_id, employee_id, id as device_id`);
      if (!owner) throw new Error('no owner');
      const { organization_id: org, employee_id: emp, device_id: dev } = owner;
      await handle.db.execute(sql`
        insert into activity_intervals (organization_id, employee_id, device_id, kind, started_at, duration_seconds)
        values (${org}, ${emp}, ${dev}, 'active', '2026-01-31T23:50:00Z', 600),
               (${org}, ${emp}, ${dev}, 'active', '2026-02-01T00:00:00Z', 600)`);
      await handle.db.execute(sql`
        insert into activity_slots (organization_id, employee_id, slot_start, tracked_seconds, idle_seconds,
          key_presses, mouse_clicks, window_titles, updated_at)
        values (${org}, ${emp}, '2026-01-31T23:50:00Z', 600, 0, 1, 2, '{}', now())`);

      await handle.migrate();

      expect(
        await rows(sql`
          select tableoid::regclass::text as partition, started_at from activity_intervals order by started_at`),
      ).toEqual([
        { partition: 'activity_intervals_2026_01', started_at: expect.anything() },
        { partition: 'activity_intervals_2026_02', started_at: expect.anything() },
      ]);
      expect(await rows(sql`select tableoid::regclass::text as partition from activity_slots`)).toEqual([
        { partition: 'activity_slots_2026_01' },
      ]);
      // Every table has the months of any table's rows.
      expect(
        await rows(sql`
          select inhrelid::regclass::text as partition from pg_inherits
          where inhparent = 'screenshots'::regclass order by 1`),
      ).toEqual([{ partition: 'screenshots_2026_01' }, { partition: 'screenshots_2026_02' }]);
      // The same interval again is still one row (the upsert's key survived).
      await expect(
        handle.db.execute(sql`
          insert into activity_intervals (organization_id, employee_id, device_id, kind, started_at, duration_seconds)
          values (${org}, ${emp}, ${dev}, 'active', '2026-02-01T00:00:00Z', 600)`),
      ).rejects.toThrow();

      // Four servers asking for the same new month at once (on PostgreSQL, four connections): all succeed.
      await Promise.all(
        Array.from({ length: 4 }, () =>
          handle.db.execute(sql`select pulse_ensure_activity_partitions('2026-05-10T00:00:00Z')`),
        ),
      );
      expect(
        await rows(sql`
          select inhrelid::regclass::text as partition from pg_inherits
          where inhparent = 'activity_slots'::regclass and inhrelid::regclass::text like '%2026_05'`),
      ).toEqual([{ partition: 'activity_slots_2026_05' }]);

      // A month nobody has written yet is made on demand, once, and takes rows.
      await ensureActivityPartitions(
        handle.db,
        new Date('2026-03-15T00:00:00Z'),
        new Date('2026-03-15T00:00:00Z'),
      );
      await ensureActivityPartitions(
        handle.db,
        new Date('2026-03-20T00:00:00Z'),
        new Date('2026-03-20T00:00:00Z'),
      );
      await handle.db.execute(sql`
        insert into input_minutes (organization_id, employee_id, device_id, minute_start, key_presses, mouse_clicks)
        values (${org}, ${emp}, ${dev}, '2026-03-15T10:00:00Z', 3, 4)`);
      expect(await rows(sql`select tableoid::regclass::text as partition from input_minutes`)).toEqual([
        { partition: 'input_minutes_2026_03' },
      ]);
    } finally {
      await handle.close();
    }
  });
});
