import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AttendancePage } from '@pulse/shared/contracts/attendance';
import { ATTENDANCE_COLUMNS } from '@pulse/shared/domain/attendance-rules';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { localTimeOf } from '@pulse/shared/domain/organization-day';
import { formatTime12 } from '@pulse/shared/domain/shift-time';
import { attendancePulseTexts } from '@pulse/shared/spec-texts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteList } from '../../../components/infinite-list/infinite-list';

type AttendanceTableProps = {
  pages: UseInfiniteQueryResult<InfiniteData<AttendancePage, number>>;
  timeZone: string;
};

// spec B §2: Name, Date (DD-MMM-YYYY), Day, In Time, Out Time; times on the organisation's clock.
// Pages of 20 load as the end of the table scrolls into view (InfiniteList).
export const AttendanceTable = ({ pages, timeZone }: AttendanceTableProps) => {
  const timeOf = (instant: string | null) =>
    instant ? formatTime12(localTimeOf(new Date(instant), timeZone)) : '';

  return (
    <InfiniteList
      pages={pages}
      loadingLabel="Loading attendance"
      loadingMoreLabel="Loading more attendance"
      emptyText={attendancePulseTexts.noRecords}
      skeletonHeight={40}
    >
      {(records) => (
        // On narrow screens the table scrolls sideways inside its frame; the page itself does not.
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Attendance" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                {ATTENDANCE_COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((record) => (
                <TableRow key={record.id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{record.employee.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonthYear(record.workDate)}</TableCell>
                  <TableCell>{record.day}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeOf(record.inTime)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeOf(record.outTime)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </InfiniteList>
  );
};
