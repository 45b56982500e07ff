import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';

type FormWithErrors<TValues extends FieldValues> = {
  setError: UseFormSetError<TValues>;
  getValues: UseFormGetValues<TValues>;
};

// The server names a field by its zod path: `email`, an item of a list field (`managerIds.0`) or,
// from older answers, a prefixed path (`body.email`). The field is the path itself, its first
// segment or its last, whichever the form has.
const fieldOf = (path: string, names: ReadonlySet<string>): string | undefined => {
  const segments = path.split(/[./]/);
  return [path, segments[0], segments.at(-1)].find(
    (candidate): candidate is string => candidate !== undefined && names.has(candidate),
  );
};

// Puts a problem+json answer's field errors (`errors[]`) under the form's own fields, focusing the
// first one, the way react-hook-form shows its own validation. The form's fields are the keys of its
// values (every form sets all of them in defaultValues). Returns whether any field took a message, so
// the caller knows whether a toast has to say it instead.
export const useServerFieldErrors = <TValues extends FieldValues>({
  setError,
  getValues,
}: FormWithErrors<TValues>) =>
  useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError)) return false;
      const names = new Set(Object.keys(getValues()));
      let isShownOnAField = false;
      for (const { path, message } of error.fieldErrors) {
        const name = fieldOf(path, names);
        if (name === undefined) continue;
        setError(name as FieldPath<TValues>, { message }, { shouldFocus: !isShownOnAField });
        isShownOnAField = true;
      }
      return isShownOnAField;
    },
    [setError, getValues],
  );
