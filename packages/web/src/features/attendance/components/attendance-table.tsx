import Box from '@mui/material/Box';
import type { AttendancePage, AttendanceRecord } from '@pulse/shared/contracts/attendance';
import { ATTENDANCE_COLUMNS } from '@pulse/shared/domain/attendance-rules';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { localTimeOf } from '@pulse/shared/domain/organization-day';
import { formatTime12 } from '@pulse/shared/domain/shift-time';
import { attendancePulseTexts } from '@pulse/shared/spec-texts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

type AttendanceTableProps = {
  pages: UseInfiniteQueryResult<InfiniteData<AttendancePage, number>>;
  timeZone: string;
};

const [NAME, DATE, DAY, IN_TIME, OUT_TIME] = ATTENDANCE_COLUMNS;

// spec B §2: Name, Date (DD-MMM-YYYY), Day, In Time, Out Time; times on the organisation's clock.
// Pages of 20 load as the end of the list scrolls into view. On a phone each record is a card, so its
// times show without scrolling sideways.
export const AttendanceTable = ({ pages, timeZone }: AttendanceTableProps) => {
  const timeOf = (instant: string | null) =>
    instant ? formatTime12(localTimeOf(new Date(instant), timeZone)) : '';
  const columns: DataTableColumn<AttendanceRecord>[] = [
    {
      key: 'name',
      header: NAME,
      render: (record) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {record.employee.name}
        </Box>
      ),
    },
    { key: 'date', header: DATE, render: (record) => formatDayMonthYear(record.workDate), noWrap: true },
    { key: 'day', header: DAY, render: (record) => record.day },
    { key: 'in', header: IN_TIME, render: (record) => timeOf(record.inTime), noWrap: true },
    { key: 'out', header: OUT_TIME, render: (record) => timeOf(record.outTime), noWrap: true },
  ];

  return (
    <DataTable
      label="Attendance"
      columns={columns}
      rows={pages.data?.pages.flatMap((page) => page.items)}
      rowKey={(record) => record.id}
      query={pages}
      infinite={pages}
      emptyText={attendancePulseTexts.noRecords}
      minWidth={560}
    />
  );
};
