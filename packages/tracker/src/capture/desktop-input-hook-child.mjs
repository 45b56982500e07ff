// The native input hook (uiohook-napi), in a process of its own: when its start fails (macOS without
// the Accessibility permission, no display) it aborts the whole process, which must not take the
// agent down with it. It reports counts only — never which key, never where — once a second at most.
import { uIOhook } from 'uiohook-napi';

const REPORT_MS = 1000;
let keyPresses = 0;
let mouseClicks = 0;
let lastInputAt = Date.now();
let reportedInputAt = 0;

const touch = () => {
  lastInputAt = Date.now();
};
uIOhook.on('keydown', () => {
  keyPresses += 1;
  touch();
});
uIOhook.on('mousedown', () => {
  mouseClicks += 1;
  touch();
});
uIOhook.on('mousemove', touch);
uIOhook.on('wheel', touch);
uIOhook.start();
process.send?.({ started: true, lastInputAt });

setInterval(() => {
  if (keyPresses === 0 && mouseClicks === 0 && lastInputAt === reportedInputAt) return;
  process.send?.({ keyPresses, mouseClicks, lastInputAt });
  keyPresses = 0;
  mouseClicks = 0;
  reportedInputAt = lastInputAt;
}, REPORT_MS);

// The agent went away: so does the hook.
process.on('disconnect', () => process.exit(0));
