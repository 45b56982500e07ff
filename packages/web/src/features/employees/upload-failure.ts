import { documentTexts } from '@pulse/shared/spec-texts';
import type { ToastOptions } from '../../components/toast/toast-provider';
import { ApiError, errorMessage } from '../../lib/api-error';

type UploadFailureNotice = { message: string; options: ToastOptions };

const notice = (headline: string, reason: string): UploadFailureNotice => ({
  // The reason on a line of its own under the spec's words.
  message: reason && reason !== headline ? `${headline}\n${reason}` : headline,
  options: { title: documentTexts.invalidFormatTitle },
});

// spec A §8: files that are refused (by the browser's own check or by the server) read 'Invalid
// format: upload failed', titled Failure.
export const refusedUploadNotice = (reason: string) => notice(documentTexts.invalidFormat, reason);

// A failed document or photo upload: refused when the server answered; 'File(s) upload failed' when the
// upload never reached it.
export const uploadFailureNotice = (error: unknown): UploadFailureNotice => {
  if (!(error instanceof ApiError) || error.status === 0) {
    return notice(documentTexts.uploadFailed, errorMessage(error));
  }
  // A refused document names the files (its detail is the spec's text itself).
  const fileReasons = error.fieldErrors.map((fieldError) => fieldError.message);
  return refusedUploadNotice(fileReasons.length > 0 ? fileReasons.join('\n') : error.detail);
};
