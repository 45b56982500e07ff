import { z } from 'zod';
import { listPageSchema } from './list-page';

// spec A §3 File: name, extension, url, uploadedDate, fileSize. The url is an authorised API route,
// never a storage address.
export const employeeDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  extension: z.string(),
  contentType: z.string(),
  url: z.string(),
  // The calendar day in the organisation's zone (YYYY-MM-DD); the web shows DD-MMM-YYYY.
  uploadedDate: z.iso.date(),
  uploadedAt: z.iso.datetime({ offset: true }),
  fileSize: z.number().int().min(0),
});
export type EmployeeDocument = z.infer<typeof employeeDocumentSchema>;

export const employeeDocumentListSchema = listPageSchema(employeeDocumentSchema);
// What one upload added.
export const uploadedDocumentsSchema = z.array(employeeDocumentSchema);

export const employeeDocumentParamsSchema = z.object({ employeeId: z.uuid(), documentId: z.uuid() });

export const employeePhotoSchema = z.object({ photoVersion: z.string() });
export type EmployeePhoto = z.infer<typeof employeePhotoSchema>;

// Upload limits shared by the server (enforced) and the web (checked before sending).
export const DOCUMENT_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  accept: 'image/*,.pdf,.doc,.docx',
} as const;

export const PHOTO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  // spec A §2: crop aspect ratio 2 (width / height), initial crop 30 % of the width.
  aspect: 2,
  initialCropPercent: 30,
} as const;
