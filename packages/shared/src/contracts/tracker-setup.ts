import { z } from 'zod';
import { screenshotModeSchema } from './tracker';

// Installing the tracker: the agent as an npm package file the server offers
// (GET /api/v1/tracker/download/{fileName}, public, so `npm install -g <URL>` needs no session), and
// what the Tracker page shows the signed-in person (GET /api/v1/tracker/setup).

// The file the build makes (packages/tracker/scripts/build-package.mjs): npm names it after the
// package and its version.
export const TRACKER_PACKAGE_FILE_PATTERN = /^pulse-tracker-(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)\.tgz$/;
// The stable name for whichever version the server has; npm wants a URL that ends in .tgz.
export const LATEST_TRACKER_PACKAGE = 'latest.tgz';

export const trackerDownloadPath = (fileName: string) =>
  `/api/v1/tracker/download/${encodeURIComponent(fileName)}`;

export const trackerSetupTexts = {
  packageNotBuilt:
    'The tracker package has not been built on this server. Run `npm run build` (or `npm start`) there.',
} as const;

// Any other name is a file this route never serves (not found, as every path that names nothing).
export const trackerDownloadParamsSchema = z.object({
  fileName: z
    .string()
    .max(100)
    .refine((name) => name === LATEST_TRACKER_PACKAGE || TRACKER_PACKAGE_FILE_PATTERN.test(name)),
});

export const trackerPackageSchema = z.object({
  version: z.string(),
  fileName: z.string(),
  // Relative to the server: the page puts its own origin in front.
  downloadPath: z.string(),
  sizeBytes: z.number().int().min(0),
});
export type TrackerPackage = z.infer<typeof trackerPackageSchema>;

export const trackerSetupSchema = z.object({
  // null: the server has no package to offer (not built).
  agent: trackerPackageSchema.nullable(),
  // Settings → Tracking as it applies to the person asking: their own screenshot mode when an
  // administrator set one apart, else the organisation's.
  screenshotMode: screenshotModeSchema,
  organizationScreenshotMode: screenshotModeSchema,
  isScreenshotModeOwn: z.boolean(),
  screenshotRetentionDays: z.number().int(),
  hasTitleRedaction: z.boolean(),
  canEmployeesDeleteScreenshots: z.boolean(),
  // Devices signed in and not revoked: none → the dashboard points to the Tracker page.
  activeDeviceCount: z.number().int().min(0),
});
export type TrackerSetup = z.infer<typeof trackerSetupSchema>;
