import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSignIn } from '../agent-home';

// Agent homes signed in to a server that does not answer (nothing listens on port 9): for commands
// that read and write only files, or fail before any request matters. Removed by `removeAll`.
export const createOfflineHomes = () => {
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  return {
    tempDir,
    signedIn: async () => {
      const home = tempDir('pulse-tracker-home-');
      await writeSignIn(home, {
        server: 'http://127.0.0.1:9',
        deviceToken: 'not-used-here',
        employee: { id: '00000000-0000-4000-8000-000000000001', name: 'Rahul Mehta', employeeCode: 'EMP002' },
        deviceId: '00000000-0000-4000-8000-000000000002',
      });
      return home;
    },
    removeAll: () => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
};
