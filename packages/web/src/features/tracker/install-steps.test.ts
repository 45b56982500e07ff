// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type InstallPlatform, installSteps, platformOfUserAgent } from './install-steps';

const target = {
  origin: 'https://pulse.example.com',
  downloadPath: '/api/v1/tracker/download/pulse-tracker-1.0.0.tgz',
  email: 'rahul@demo.pulse',
};

const commandsOf = (platform: InstallPlatform, email = target.email) =>
  installSteps(platform, { ...target, email }).flatMap((step) => [
    step.command,
    ...(step.alternative ? [step.alternative.command] : []),
  ]);

describe('install steps', () => {
  it('fills in this server for the download and the sign-in, on every system', () => {
    expect(commandsOf('linux')).toEqual([
      'node --version',
      'npm install -g https://pulse.example.com/api/v1/tracker/download/pulse-tracker-1.0.0.tgz',
      'npm install -g --prefix ~/.local https://pulse.example.com/api/v1/tracker/download/pulse-tracker-1.0.0.tgz',
      'pulse-tracker login --server https://pulse.example.com',
      'pulse-tracker login --server https://pulse.example.com --email rahul@demo.pulse',
      'pulse-tracker install',
      'pulse-tracker status',
    ]);
    // Windows installs into the user's own npm folder: no home-folder variant.
    expect(commandsOf('windows')).not.toContain(expect.stringContaining('--prefix'));
    expect(commandsOf('macos')).toEqual(commandsOf('linux'));
  });

  it.each([
    ['linux', "o'brien&co@demo.pulse", `--email 'o'\\''brien&co@demo.pulse'`],
    ['macos', 'a$b@demo.pulse', `--email 'a$b@demo.pulse'`],
    ['windows', 'a&b@demo.pulse', '--email "a&b@demo.pulse"'],
    ['windows', 'a+b@demo.pulse', '--email a+b@demo.pulse'],
  ] as const)('quotes an e-mail a %s shell would misread: %s', (platform, email, expected) => {
    expect(commandsOf(platform, email)[platform === 'windows' ? 3 : 4]).toContain(expected);
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15', 'macos'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36', 'linux'],
    ['', 'linux'],
  ] as const)('opens on the reader’s system: %s → %s', (userAgent, platform) => {
    expect(platformOfUserAgent(userAgent)).toBe(platform);
  });
});
