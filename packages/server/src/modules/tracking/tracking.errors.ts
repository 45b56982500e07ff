import { trackerTexts } from '@pulse/shared/spec-texts';
import { defineErrors } from '../../lib/app-error';

// Tracker uploads (the agent's API): bytes that are not a JPEG, PNG or WebP image, screenshots the
// organisation has turned off, or an image over its size.
export const trackingErrors = defineErrors({
  SCREENSHOT_INVALID: { status: 400, title: 'Bad Request', detail: trackerTexts.screenshotInvalid },
  SCREENSHOTS_OFF: { status: 409, title: 'Conflict', detail: trackerTexts.screenshotsOff },
  SCREENSHOT_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: trackerTexts.screenshotTooLarge },
});
