import { describe, expect, it } from 'vitest';
import { projectPulseTexts } from '../spec-texts';
import { projectMemberBodySchema } from './projects';

const messageFor = (hourlyRate: unknown) => {
  const parsed = projectMemberBodySchema.safeParse({
    employeeId: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
    hourlyRate,
  });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("a team member's hourly rate (spec B §2, §5)", () => {
  it.each([
    // An empty number field reaches the schema as undefined (or NaN from a cleared input).
    [undefined, projectPulseTexts.rateRequired],
    [Number.NaN, projectPulseTexts.rateRequired],
    [-1, projectPulseTexts.rateInvalid],
    [12.34567, projectPulseTexts.rateInvalid],
    [0, null],
    [1500.5, null],
  ])('%s → %s', (hourlyRate, message) => {
    expect(messageFor(hourlyRate)).toBe(message);
  });
});
