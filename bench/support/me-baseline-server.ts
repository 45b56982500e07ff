// The baseline bench/api-overhead.ts holds Pulse's GET /api/v1/me against (hardening issue, section 5):
// the least a Fastify server can do to answer it correctly. It reads the session cookie, hashes its
// token as Pulse does (lib/session-token.ts), runs ONE prepared statement joining the session, employee
// and organisation with the very columns Pulse's lookup reads (auth.repository.ts
// findSessionByTokenHash), applies the same idle / expiry / active rules and the same once-a-minute
// touch, and answers the same JSON. No plugins, no hooks, no schemas: whatever Pulse spends beyond this
// is its own overhead. Run as its own process: PORT, and DATABASE_URL (PostgreSQL, a pool of 20 like
// Pulse's) or BASELINE_PGLITE_DIR (a copy of Pulse's PGlite database).
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const SESSION_COOKIE = 'pulse_session';
// packages/shared/src/domain/session-policy.ts and auth.service.ts's TOUCH_AFTER_MS.
const SESSION_IDLE_MS = 30 * 60 * 1000;
const TOUCH_AFTER_MS = 60 * 1000;

// The statement drizzle builds for findSessionByTokenHash, column for column.
const SESSION_LOOKUP = `select s.id, s.organization_id, s.employee_id, s.last_seen_at, s.expires_at,
  e.role_id, e.name, e.employee_code, e.official_email, e.is_active as is_employee_active,
  o.is_active as is_organization_active, o.id as org_id, o.name as org_name, o.time_zone, o.currency,
  o.is_shifts_enabled, o.is_log_off_included_in_idle, o.working_days, o.absent_check_hour,
  o.screenshot_mode, o.screenshot_retention_days, o.title_redaction_patterns,
  o.can_employees_delete_screenshots, o.manual_time_auto_approve_minutes
from sessions s
inner join employees e on e.id = s.employee_id
inner join organizations o on o.id = s.organization_id
where s.token_hash = $1 and e.deleted_at is null`;
const TOUCH = 'update sessions set last_seen_at = $1 where organization_id = $2 and id = $3';

type SessionRow = {
  id: string;
  organization_id: string;
  employee_id: string;
  last_seen_at: Date;
  expires_at: Date;
  role_id: number;
  name: string;
  employee_code: string;
  official_email: string;
  is_employee_active: boolean;
  is_organization_active: boolean;
  org_id: string;
  org_name: string;
  time_zone: string;
};
type Query = (name: string, text: string, values: unknown[]) => Promise<SessionRow[]>;

const connect = async (): Promise<Query> => {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // Pulse's default pool size (db/client.ts DEFAULT_POOL_SIZE).
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    // A named query is parsed and planned once per connection, then only bound and executed.
    return async (name, text, values) => (await pool.query<SessionRow>({ name, text, values })).rows;
  }
  const directory = process.env.BASELINE_PGLITE_DIR;
  if (!directory) throw new Error('set DATABASE_URL or BASELINE_PGLITE_DIR');
  const client = await PGlite.create(directory);
  return async (_name, text, values) => (await client.query<SessionRow>(text, values)).rows;
};

const tokenOf = (cookieHeader: string | undefined) => {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === SESSION_COOKIE)
      return decodeURIComponent(pair.slice(separator + 1));
  }
  return undefined;
};

const query = await connect();
const app = Fastify({ logger: false });

app.get('/api/v1/me', async (request, reply) => {
  const token = tokenOf(request.headers.cookie);
  const hash = token ? createHash('sha256').update(token).digest('hex') : '';
  const [session] = token ? await query('me_session_lookup', SESSION_LOOKUP, [hash]) : [];
  const now = Date.now();
  if (
    !session ||
    now - session.last_seen_at.getTime() >= SESSION_IDLE_MS ||
    now >= session.expires_at.getTime() ||
    !session.is_employee_active ||
    !session.is_organization_active
  ) {
    return reply.code(401).send({ status: 401 });
  }
  if (now - session.last_seen_at.getTime() >= TOUCH_AFTER_MS) {
    await query('me_session_touch', TOUCH, [new Date(now), session.organization_id, session.id]);
  }
  return {
    id: session.employee_id,
    name: session.name,
    employeeCode: session.employee_code,
    roleId: session.role_id,
    officialEmail: session.official_email,
    organization: { id: session.org_id, name: session.org_name, timeZone: session.time_zone },
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// The bench stops it with SIGTERM.
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
