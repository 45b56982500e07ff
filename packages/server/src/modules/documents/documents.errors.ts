import { documentPulseTexts, documentTexts } from '@pulse/shared/spec-texts';
import { defineErrors } from '../../lib/app-error';

// Employee documents and photo (spec A §8: an unaccepted file is a 'Failure').
export const documentErrors = defineErrors({
  DOCUMENT_INVALID: {
    status: 400,
    title: documentTexts.invalidFormatTitle,
    detail: documentTexts.invalidFormat,
  },
  DOCUMENT_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: documentPulseTexts.tooLarge },
  DOCUMENT_NOT_FOUND: { status: 404, title: 'Not Found', detail: documentPulseTexts.documentNotFound },
  PHOTO_INVALID: { status: 400, title: 'Bad Request', detail: documentPulseTexts.photoInvalid },
  PHOTO_TOO_LARGE: { status: 413, title: 'Content Too Large', detail: documentPulseTexts.photoTooLarge },
  PHOTO_NOT_FOUND: { status: 404, title: 'Not Found', detail: documentPulseTexts.photoNotFound },
});
