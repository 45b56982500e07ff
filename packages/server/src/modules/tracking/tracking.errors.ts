import { trackerSetupTexts } from '@pulse/shared/contracts/tracker-setup';
import { trackerTexts } from '@pulse/shared/spec-texts';
import { defineErrors } from '../../lib/app-error';

// Tracker uploads (the agent's API): bytes that are not a JPEG, PNG or WebP image, screenshots the
// organisation has turned off, or an image over its size. The installable agent: not built on this
// server, or another version than the one it offers asked for.
export const trackingErrors = defineErrors({
  SCREENSHOT_INVALID: { status: 400, title: 'Bad Request', detail: trackerTexts.screenshotInvalid },
  SCREENSHOTS_OFF: { status: 409, title: 'Conflict', detail: trackerTexts.screenshotsOff },
  SCREENSHOT_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: trackerTexts.screenshotTooLarge },
  TRACKER_PACKAGE_NOT_BUILT: { status: 404, title: 'Not Found', detail: trackerSetupTexts.packageNotBuilt },
  TRACKER_PACKAGE_NOT_FOUND: { status: 404, title: 'Not Found', detail: 'No such tracker package here.' },
});
