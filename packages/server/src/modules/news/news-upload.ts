import { newsBodySchema } from '@pulse/shared/contracts/news';
import { newsPulseTexts, newsTexts } from '@pulse/shared/spec-texts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { type AttachmentType, detectAttachmentType, sanitizeFileName } from '../../lib/file-type';
import { refuseUnsafeInput } from '../../lib/unsafe-input';
import { invalidNewsField } from './news-errors';

export type UploadedNewsFile = { fileName: string; bytes: Buffer };
// A save as the form sends it: the `data` JSON (not yet checked) and the files.
export type NewsUpload = {
  data: unknown;
  banner: UploadedNewsFile | null;
  attachments: UploadedNewsFile[];
};

export type NewsBody = z.output<typeof newsBodySchema>;

// spec B §5 news form: every field's message at once, the banner's among them (required on create).
export const parseNewsBody = (upload: NewsUpload, isBannerRequired: boolean): NewsBody => {
  // The `data` field is JSON inside a multipart body, which the validator of every JSON body never
  // sees: a NUL in the title was a 500, a lone surrogate a title silently changed.
  refuseUnsafeInput(upload.data);
  const parsed = newsBodySchema.safeParse(upload.data ?? {});
  const errors = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!errors.has(path)) errors.set(path, issue.message);
    }
  }
  if (isBannerRequired && !upload.banner) errors.set('banner', newsTexts.bannerRequired);
  if (!parsed.success || errors.size > 0) {
    const fieldErrors = [...errors].map(([path, message]) => ({ path, message }));
    throw new AppError('VALIDATION_FAILED', fieldErrors[0]?.message, fieldErrors);
  }
  return parsed.data;
};

export type CheckedAttachment = UploadedNewsFile & AttachmentType;

// spec B §5: each attachment is a kind lib/file-type.ts knows by its bytes; a name the item has (or
// that came earlier in this save) is ignored, in any case.
export const checkAttachments = (files: UploadedNewsFile[], existingNames: Iterable<string>) => {
  const names = new Set([...existingNames].map((name) => name.toLowerCase()));
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const type = detectAttachmentType(file.fileName, file.bytes);
    if (!type) throw invalidNewsField('attachments', newsPulseTexts.attachmentInvalid);
    const fileName = sanitizeFileName(file.fileName, `attachment.${type.extension}`);
    if (names.has(fileName.toLowerCase())) continue;
    names.add(fileName.toLowerCase());
    checked.push({ ...file, ...type, fileName });
  }
  return checked;
};

export const tooManyAttachments = () => invalidNewsField('attachments', newsPulseTexts.attachmentsTooMany);
