import { TRACKER_LIMITS } from '@pulse/shared/contracts/tracker';
import { SLOT_MINUTES } from '@pulse/shared/domain/activity-slot';

// Pulse's own texts for the Tracker page: the spec has none. What the agent records is said as the
// agent does it (packages/tracker/src/capture: desktop-source.ts, desktop-input-hook-child.mjs,
// desktop-screenshot-child.mjs), so the page never promises more privacy than the code keeps.
const idleMinutes = TRACKER_LIMITS.idleThresholdSeconds / 60;

export const trackerPageTexts = {
  pageTitle: 'Tracker',
  installHeading: 'Install the tracker',
  installIntro:
    'The Pulse tracker runs on your computer and sends your working time to this Pulse server. Choose your system and follow the steps; each command can be copied.',
  versionLabel: (version: string) => `Version ${version}`,
  platformTabs: 'Operating system',
  packageNotBuilt:
    'This server has no tracker package to offer yet. Ask your administrator to build Pulse (npm run build) on the server.',
  installScriptsNote:
    'npm may warn that an install script of uiohook-napi was not run: it brings its prebuilt files, so nothing is missing.',
  copy: 'Copy',
  copyLabel: (command: string) => `Copy ${command}`,
  copied: 'Copied to the clipboard',
  copyManually: 'Copying is not allowed here: the command is selected, press Ctrl+C (⌘C on a Mac).',
  privacyHeading: 'What the tracker records',
  records: 'It records',
  neverRecords: 'It never records',
  recordsWindow:
    'The application in front and its window title, with the site’s address when a browser shows one.',
  recordsRedaction:
    'Windows whose title matches your organisation’s redaction rules: only the application’s name is kept.',
  recordsInput: 'How many keys you press and how often you click, counted per minute.',
  recordsAway: `Time away: after ${idleMinutes} minutes without any input, until you are back.`,
  recordsScreenshot: `One screenshot of all your screens at a random moment of each ${SLOT_MINUTES}-minute slot, at most 1280 pixels wide.`,
  recordsBlurredScreenshot: `One screenshot of all your screens at a random moment of each ${SLOT_MINUTES}-minute slot, blurred on your computer before it is sent, so no text can be read.`,
  recordsProject: 'The project and to-do you choose with pulse-tracker project select.',
  neverKeys: 'Which keys you press or what you type: only how many.',
  neverPointer: 'Where the pointer is or moves: a movement only shows that you are there.',
  neverScreenshots: 'Screenshots: they are off for you.',
  neverOtherWindows: 'Windows behind the one in front, other than as they show in a screenshot.',
  neverPrivateData: 'Your clipboard, files, camera, microphone or browsing history.',
  neverPaused:
    'Anything while it is paused (pulse-tracker pause, until pulse-tracker resume) or not running.',
  screenshotsHeading: 'Screenshots',
  screenshotModeLine: (label: string, isOwn: boolean) =>
    `Mode: ${label} (${isOwn ? 'set for you by an administrator' : 'your organisation’s setting'}).`,
  organisationModeLine: (label: string) => `Your organisation’s setting is ${label}.`,
  retentionLine: (days: number) => `Screenshots are kept for ${days} ${days === 1 ? 'day' : 'days'}.`,
  canDeleteLine: 'You may delete your own screenshots in your time sheet; the time stays.',
  noDeviceNotice: 'No tracker records your time yet. Install it on your computer to track your working time.',
  noDeviceAction: 'Install the tracker',
} as const;
