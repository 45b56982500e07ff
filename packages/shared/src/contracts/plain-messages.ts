import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const describeTooBig = (issue: Extract<Issue, { code: 'too_big' }>) => {
  const limit = Number(issue.maximum);
  if (issue.origin === 'string') return `Can be at most ${limit} characters long.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${limit}.`;
  if (issue.origin === 'file') return `The file can be at most ${limit} bytes.`;
  return issue.inclusive === false ? `Must be less than ${limit}.` : `Must be ${limit} or less.`;
};

const describeTooSmall = (issue: Extract<Issue, { code: 'too_small' }>) => {
  const limit = Number(issue.minimum);
  if (issue.origin === 'string') {
    return limit <= 1 ? 'This field is required.' : `Must be at least ${limit} characters long.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return limit <= 1 ? 'Choose at least one.' : `Choose at least ${limit}.`;
  return issue.inclusive === false ? `Must be more than ${limit}.` : `Must be ${limit} or more.`;
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  uuid: 'Choose an entry from the list.',
  date: 'Enter a valid date.',
  datetime: 'Enter a valid date and time.',
  time: 'Enter a valid time.',
  url: 'Enter a valid web address.',
};

// Messages a person can read, for every check a schema states without the spec's own text (those keep
// their message). Zod's defaults ("Too big: expected string to have <=200 characters", "Invalid
// UUID") otherwise reach the forms and the API's problem answers.
export const plainMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_big':
      return describeTooBig(issue);
    case 'too_small':
      return describeTooSmall(issue);
    case 'invalid_type':
      return issue.input === undefined ? 'This field is required.' : 'This value is not valid.';
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'This value is not in a valid format.';
    case 'invalid_value':
    case 'invalid_union':
      return 'Choose one of the offered values.';
    case 'not_multiple_of':
      return issue.divisor === 1 ? 'Enter a whole number.' : `Must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      return 'This value is not valid.';
  }
};

// Installed once by every program that validates (the server at start, the browser app at start).
export const installPlainMessages = () => z.config({ customError: plainMessage });
