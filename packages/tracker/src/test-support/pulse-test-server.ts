import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../server/src/app';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { openScratchDatabase } from '../../../server/src/db/scratch-database';
import { seedDemo } from '../../../server/src/db/seed/demo';
import { createFieldCipher } from '../../../server/src/lib/field-encryption';
import { createLocalStorage } from '../../../server/src/lib/storage/local-storage';
import { noRealtime } from '../../../server/src/realtime/realtime';
import { createTrackerClient } from '../api/tracker-client';

// A real Pulse server for the agent's tests: in-memory PGlite with the demo seeded (without its
// history, so a test counts exactly what its agent sent, nor its avatars and news pictures, which no
// agent reads and which took a fifth of the seed's 4 CPU-s), listening on a free port that stays the
// same when the server is stopped and started again (the agent's "server down" case).
export const startPulseTestServer = async (name: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), `pulse-${name}-`));
  const filesDir = join(dataDir, 'files');
  const handle: DatabaseHandle = await openScratchDatabase(undefined, `pulse_${name.replace(/\W/g, '_')}`);
  await handle.migrate();
  const cipher = createFieldCipher(Buffer.alloc(32, 7));
  const storage = createLocalStorage(filesDir);
  await seedDemo(handle.db, {
    cipher,
    storage,
    now: new Date(),
    withHistory: false,
    withAvatars: false,
    withNewsFiles: false,
  });
  const deps = { db: handle.db, clock: { now: () => new Date() }, cipher, storage, realtime: noRealtime };
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let port = 0;

  const start = async () => {
    app = await buildApp(deps, { webDir: null });
    await app.listen({ port, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  };
  const stop = async () => {
    await app?.close();
    app = null;
  };
  await start();
  const url = () => `http://127.0.0.1:${port}`;

  return {
    db: handle.db,
    url,
    // Where the server keeps a stored file (screenshots and their thumbnails).
    storedFile: (key: string) => join(filesDir, key),
    start,
    stop,
    signInDevice: async (email: string) => {
      const result = await createTrackerClient(url()).signIn({
        email,
        password: 'Demo@123',
        deviceName: 'integration',
        platform: 'linux',
      });
      return { token: result.deviceToken, deviceId: result.device.id, employee: result.employee };
    },
    close: async () => {
      await stop();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export type PulseTestServer = Awaited<ReturnType<typeof startPulseTestServer>>;
