// Debian's Chromium, never a downloaded browser (the machine reaches only npm and Debian). Without the
// background-networking flags Chromium keeps dialling Google's hosts, which the closed network refuses.
// Playwright adds --headless itself.
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
