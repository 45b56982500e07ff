// PostgreSQL error codes the services turn into answers: 23505 unique violation, 23503 foreign key.
export type ConstraintViolation = '23505' | '23503';

// The violated constraint's name when the error (or the driver error drizzle wraps in `cause`) is
// that violation, '' when the driver names none, undefined when it is another error.
export const violatedConstraint = (error: unknown, code: ConstraintViolation): string | undefined => {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    if ('code' in current && current.code === code) {
      return 'constraint' in current && typeof current.constraint === 'string' ? current.constraint : '';
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown): boolean =>
  violatedConstraint(error, '23505') !== undefined;
