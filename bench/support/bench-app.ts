import { buildApp } from '../../packages/server/src/app';
import type { Deps } from '../../packages/server/src/lib/deps';
import { startSession } from '../../packages/server/src/modules/auth/auth.service';
import { noRealtime } from '../../packages/server/src/realtime/realtime';

// The whole app in process, signed in as the organisation's administrator: what the API benches time
// through app.inject (session lookup, validation, service, serialisation). `get` refuses anything but
// a 200, so a bench never times an error page.
export const startBenchApp = async (
  base: Pick<Deps, 'db' | 'cipher' | 'storage'>,
  administrator: { organizationId: string; employeeId: string },
) => {
  const deps: Deps = { ...base, clock: { now: () => new Date() }, realtime: noRealtime };
  const app = await buildApp(deps, { webDir: null });
  const session = await startSession(deps, administrator, false, { ip: '127.0.0.1', userAgent: 'bench' });
  const cookie = `pulse_session=${session.token}`;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    return response;
  };
  return { app, deps, get };
};
