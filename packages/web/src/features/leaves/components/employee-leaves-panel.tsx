import Box from '@mui/material/Box';
import type { LeavePerson } from '@pulse/shared/contracts/leaves';
import { yearRangeOf } from '@pulse/shared/domain/leave-days';
import { attendancePulseTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { EmployeeMultiSelect } from '../../../components/employee-multi-select/employee-multi-select';
import { useEmployeeLeaves } from '../api/get-employee-leaves';
import { useLeaveRowHandlers } from './leave-actions-provider';
import { LeavesTable } from './leaves-table';

// The admin tab (spec B §2): employees and a date range (default: this year, spec B §9); every change
// of filter asks the server again.
export const EmployeeLeavesPanel = ({ today }: { today: string }) => {
  const handlers = useLeaveRowHandlers();
  const [employees, setEmployees] = useState<LeavePerson[]>([]);
  const [range, setRange] = useState(() => yearRangeOf(today));
  const isRangeValid = !range.from || !range.to || range.from <= range.to;
  // An unfinished range (end before start) keeps showing the last valid result.
  const [applied, setApplied] = useState(range);
  if (isRangeValid && (applied.from !== range.from || applied.to !== range.to)) setApplied(range);

  const pages = useEmployeeLeaves({
    employeeIds: employees.map((employee) => employee.id),
    from: applied.from,
    to: applied.to,
  });

  return (
    <Box>
      <Box
        component="fieldset"
        aria-label="Filters"
        sx={{
          border: 0,
          p: 0,
          m: 0,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(280px, 2fr) 1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <EmployeeMultiSelect
          label="Employees"
          placeholder="Search employees"
          size="small"
          value={employees}
          onChange={setEmployees}
        />
        <DateField
          label="From Date"
          value={range.from}
          onChange={(from) => setRange((current) => ({ ...current, from }))}
        />
        <DateField
          label="To Date"
          value={range.to}
          min={range.from || undefined}
          onChange={(to) => setRange((current) => ({ ...current, to }))}
          error={isRangeValid ? undefined : attendancePulseTexts.rangeInvalid}
        />
      </Box>
      <LeavesTable label="Employee Leaves" pages={pages} {...handlers} />
    </Box>
  );
};
