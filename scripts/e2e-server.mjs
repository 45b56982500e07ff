// Playwright's webServer: the production build on its own port with a fresh demo database per run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'packages/server/dist/main.js');
const webEntry = join(root, 'packages/web/dist/index.html');

for (const required of [serverEntry, webEntry]) {
  if (!existsSync(required)) {
    console.error(`[e2e-server] ${required} is missing: run npm run build first`);
    process.exit(1);
  }
}

// A clean embedded database every run, so the demo organisation is exactly as seeded.
const dataDir = process.env.E2E_DATA_DIR ?? join(root, 'e2e/.data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = { ...process.env, PORT: process.env.E2E_PORT ?? '3100', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
// The browser tests always run on their own embedded database, never on a shared server.
delete env.DATABASE_URL;

const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
});
