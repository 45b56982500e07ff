import type { EmployeeColumnKey } from '@pulse/shared/domain/default-columns';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';

// The list's dates arrive as YYYY-MM-DD like every date in the API; tiles and rows show
// them as DD-MMM-YYYY like every date in text.
const DATE_COLUMNS = new Set<EmployeeColumnKey>(['birthday', 'joiningDate']);

// A configured column's value as a tile or a row shows it; an empty value reads as a dash.
export const shownListValue = (columnKey: EmployeeColumnKey, value: string | null | undefined) => {
  if (!value) return '—';
  return DATE_COLUMNS.has(columnKey) ? formatDayMonthYear(value) : value;
};
