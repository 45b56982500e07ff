// @vitest-environment node
import { documentPulseTexts, documentTexts } from '@pulse/shared/spec-texts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { refusedUploadNotice, uploadFailureNotice } from './upload-failure';

describe('uploadFailureNotice', () => {
  it.each([
    [
      'a refused document: the spec text, then each file on its own line',
      new ApiError(400, 'DOCUMENT_INVALID', documentTexts.invalidFormat, [
        { path: 'files.0', message: `notes.txt ${documentPulseTexts.notAllowedType}` },
        { path: 'files.1', message: `run.exe ${documentPulseTexts.notAllowedType}` },
      ]),
      `Invalid format: upload failed\nnotes.txt ${documentPulseTexts.notAllowedType}\nrun.exe ${documentPulseTexts.notAllowedType}`,
    ],
    [
      'a refused photo: the spec text, then the server reason',
      new ApiError(400, 'PHOTO_INVALID', documentPulseTexts.photoInvalid),
      `Invalid format: upload failed\n${documentPulseTexts.photoInvalid}`,
    ],
    [
      'a refusal without a reason of its own: the spec text once',
      new ApiError(400, 'DOCUMENT_INVALID', documentTexts.invalidFormat),
      'Invalid format: upload failed',
    ],
    [
      'an upload that never reached the server',
      new ApiError(0, 'NETWORK_ERROR', 'The upload did not reach the server.'),
      'File(s) upload failed\nThe upload did not reach the server.',
    ],
    [
      'a fetch that failed without an answer',
      new TypeError('Failed to fetch'),
      'File(s) upload failed\nPulse could not be reached. Check your connection and try again.',
    ],
  ])('%s', (_case, error, message) => {
    expect(uploadFailureNotice(error)).toEqual({ message, options: { title: 'Failure' } });
  });

  it("titles the browser's own refusals Failure with the spec's words first", () => {
    expect(refusedUploadNotice(documentPulseTexts.tooLarge)).toEqual({
      message: `Invalid format: upload failed\n${documentPulseTexts.tooLarge}`,
      options: { title: 'Failure' },
    });
  });
});
