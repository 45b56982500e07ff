import { newsPulseTexts } from '@pulse/shared/spec-texts';
import { AppError } from '../../lib/app-error';

// A draft asked for by an employee is as unknown as a missing id or another organisation's.
export const newsNotFound = () => new AppError('NOT_FOUND', newsPulseTexts.notFound);

// One field's message, shown by the form beside that field (spec B §5).
export const invalidNewsField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);
