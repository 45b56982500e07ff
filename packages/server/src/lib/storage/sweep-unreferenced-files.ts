import { is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { type Database, rowsOf } from '../../db/client';
import {
  employeeDocuments,
  employees,
  newsAttachments,
  newsItems,
  policyVersions,
  screenshots,
} from '../../db/schema/index';
import type { Clock } from '../clock';
import { type FileStorage, isValidStorageKey } from './storage';

// A file is written before the row that names it commits, and deleted after that row is gone, so a
// crash in between leaves a file that nothing names. The sweep deletes such files once they are old
// enough that no upload in flight can still be about to name them.
export const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;
const PAGE_SIZE = 500;
// Only the shapes of key Pulse writes ({organisation}/screenshots/…, /employees/…, /policies/…, /news/…): a
// bucket shared with anything else keeps that thing's objects.
const PULSE_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(screenshots|employees|policies|news)\//;

// The keys of `keys` that no screenshot (image or thumbnail), document, profile photo, policy version,
// news banner (or its tile copy) or attachment names, and no news description shows ({org}/news/images/{id}.jpg: the
// description names the image by its id, under its own organisation).
const findUnreferencedKeys = async (db: Database, keys: string[]) => {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`
    select candidate.key from unnest(${sql.param(keys)}::text[]) as candidate(key)
    where not exists (select 1 from ${screenshots} s where s.storage_key = candidate.key)
      and not exists (select 1 from ${screenshots} s
                      where candidate.key like '%-thumbnail'
                        and s.storage_key = left(candidate.key, -length('-thumbnail'))
                        and s.thumbnail_key = candidate.key)
      and not exists (select 1 from ${employeeDocuments} d where d.storage_key = candidate.key)
      and not exists (select 1 from ${employees} e where e.photo_storage_key = candidate.key)
      and not exists (select 1 from ${policyVersions} p where p.storage_key = candidate.key)
      and not exists (select 1 from ${newsItems} n where n.banner_storage_key = candidate.key)
      and not exists (select 1 from ${newsItems} n
                      where candidate.key like '%-tile.jpg'
                        and n.banner_storage_key = left(candidate.key, -length('-tile.jpg')) || '.jpg')
      and not exists (select 1 from ${newsAttachments} a where a.storage_key = candidate.key)
      and not exists (select 1 from ${newsItems} n
                      where split_part(candidate.key, '/', 3) = 'images'
                        and n.organization_id::text = split_part(candidate.key, '/', 1)
                        and strpos(n.description_html,
                                   split_part(split_part(candidate.key, '/', 4), '.', 1)) > 0)`,
  );
  return rows.map((row) => row.key);
};

type SweepDeps = { db: Database; storage: FileStorage; clock: Clock };
type SweepResult = { examined: number; deleted: number };

const sweepOnce = async (deps: SweepDeps): Promise<SweepResult> => {
  const cutoff = deps.clock.now().getTime() - SWEEP_MIN_AGE_MS;
  let examined = 0;
  let deleted = 0;
  let page: string[] = [];
  const sweepPage = async () => {
    for (const key of await findUnreferencedKeys(deps.db, page)) {
      await deps.storage.delete(key);
      deleted += 1;
    }
    page = [];
  };
  for await (const file of deps.storage.list()) {
    if (!PULSE_KEY.test(file.key) || !isValidStorageKey(file.key)) continue;
    if (file.modifiedAt.getTime() > cutoff) continue;
    examined += 1;
    page.push(file.key);
    if (page.length === PAGE_SIZE) await sweepPage();
  }
  if (page.length > 0) await sweepPage();
  return { examined, deleted };
};

// Running at scale: every instance sweeps once a day on its own timer, and a deploy starts them all
// at once. While one sweeps, the others skip (they would list the same bucket, which S3 bills, and
// delete the same files again). The lock is held by a transaction on a connection of its own that
// sits idle while the sweep works on others; it takes no snapshot, so it holds back no vacuum. PGlite
// is one process's database, so no other instance can sweep, and a transaction left open there would
// stall every other query of the app.
const runAloneOnServer = async (db: Database, sweep: () => Promise<SweepResult>): Promise<SweepResult> => {
  if (is(db, PgliteDatabase)) return sweep();
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ hasLock: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended('sweep-unreferenced-files', 0)) as "hasLock"`,
    );
    return lock?.hasLock ? sweep() : { examined: 0, deleted: 0 };
  });
};

export const sweepUnreferencedFiles = (deps: SweepDeps) => runAloneOnServer(deps.db, () => sweepOnce(deps));
