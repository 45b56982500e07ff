import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL runs the tests against a server that is already up (a dev stack) instead of the build.
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;
const isCi = Boolean(process.env.CI);

const browserUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  forbidOnly: isCi,
  workers: 2,
  retries: isCi ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    // Signs each demo role in once and stores the session for the specs (e2e/.auth, not in git).
    { name: 'setup', testMatch: /\.setup\.ts$/, use: browserUse },
    { name: 'chromium', dependencies: ['setup'], use: browserUse },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        // The production build (npm run build) with a fresh demo database in e2e/.data.
        command: 'node ../scripts/e2e-server.mjs',
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
        env: { E2E_PORT: String(port) },
      },
});
