// spec A §5 appraisal rules, shared by the appraisal form and the server.

export type AppraisalDated = { id: string; appraisalDate: string };
export type AppraisalValues = AppraisalDated & { newDesignation: string; newSalary: number };

// Salaries are typed as text; digits with up to two decimals are accepted ('Please enter salary in numbers').
export const SALARY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

const byDate = <T extends AppraisalDated>(appraisals: readonly T[]) =>
  [...appraisals].sort((a, b) => a.appraisalDate.localeCompare(b.appraisalDate));

// The entry a new appraisal follows: the latest one.
export const latestAppraisal = <T extends AppraisalDated>(appraisals: readonly T[]): T | undefined =>
  byDate(appraisals).at(-1);

// The entry just before the one being edited (or the latest, when adding).
export const precedingAppraisal = <T extends AppraisalDated>(
  appraisals: readonly T[],
  editingId: string | null,
): T | undefined => {
  const ordered = byDate(appraisals);
  if (editingId === null) return ordered.at(-1);
  const position = ordered.findIndex((appraisal) => appraisal.id === editingId);
  return position > 0 ? ordered[position - 1] : undefined;
};

// spec A §5: a new entry's date must be later than the latest existing one. Pulse's extension for
// edits: the entry stays between its neighbours, so the history keeps its order.
export const isAppraisalDateAllowed = (
  appraisalDate: string,
  appraisals: readonly AppraisalDated[],
  editingId: string | null,
): boolean => {
  const ordered = byDate(appraisals);
  if (editingId === null) {
    const latest = ordered.at(-1);
    return latest === undefined || appraisalDate > latest.appraisalDate;
  }
  const position = ordered.findIndex((appraisal) => appraisal.id === editingId);
  const before = position > 0 ? ordered[position - 1] : undefined;
  const after = position >= 0 ? ordered[position + 1] : undefined;
  return (
    (before === undefined || appraisalDate > before.appraisalDate) &&
    (after === undefined || appraisalDate < after.appraisalDate)
  );
};

// spec A §5: current designation and salary come from the previous appraisal and are locked when
// one exists; null when the form may take any current values (the first appraisal).
export const lockedCurrentValues = (
  appraisals: readonly AppraisalValues[],
  editingId: string | null,
): { currentDesignation: string; currentSalary: number } | null => {
  const previous = precedingAppraisal(appraisals, editingId);
  return previous ? { currentDesignation: previous.newDesignation, currentSalary: previous.newSalary } : null;
};
