import { describe, expect, it } from 'vitest';
import { AppError, defineErrors } from './app-error';

const exampleErrors = defineErrors({
  EXAMPLE_TAKEN: { status: 409, title: 'Conflict', detail: 'This example is taken.' },
});

describe('AppError', () => {
  it.each([
    ['a generic code', new AppError('NOT_FOUND'), 'NOT_FOUND', 404, 'Not Found', 'Not found.'],
    [
      'a module’s code',
      new AppError(exampleErrors.EXAMPLE_TAKEN),
      'EXAMPLE_TAKEN',
      409,
      'Conflict',
      'This example is taken.',
    ],
    [
      'a module’s code with its own detail',
      new AppError(exampleErrors.EXAMPLE_TAKEN, 'Taken since noon.'),
      'EXAMPLE_TAKEN',
      409,
      'Conflict',
      'Taken since noon.',
    ],
  ])('answers %s with its status, title and text', (_name, error, code, status, title, detail) => {
    expect(error).toMatchObject({ code, status, title, message: detail });
  });

  it('keys a module’s codes by the code itself', () => {
    expect(exampleErrors.EXAMPLE_TAKEN.code).toBe('EXAMPLE_TAKEN');
  });

  it('carries field errors', () => {
    const fieldErrors = [{ path: 'name', message: 'Taken.' }];
    expect(new AppError('CONFLICT', 'Taken.', fieldErrors).fieldErrors).toEqual(fieldErrors);
  });
});
