import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AttendancePage, AttendanceRecord } from '@pulse/shared/contracts/attendance';
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

type AttendanceItemsProps = { records: AttendanceRecord[]; timeOf: (instant: string | null) => string };

// spec B §2: Name, Date (DD-MMM-YYYY), Day, In Time, Out Time; times on the organisation's clock.
// Pages of 20 load as the end of the list scrolls into view (InfiniteList). On a phone each record is
// a card, so its times show without scrolling sideways.
export const AttendanceTable = ({ pages, timeZone }: AttendanceTableProps) => {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
      {(records) =>
        isPhone ? (
          <AttendanceCards records={records} timeOf={timeOf} />
        ) : (
          <AttendanceRows records={records} timeOf={timeOf} />
        )
      }
    </InfiniteList>
  );
};

const [NAME, DATE, DAY, IN_TIME, OUT_TIME] = ATTENDANCE_COLUMNS;

const AttendanceRows = ({ records, timeOf }: AttendanceItemsProps) => (
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
);

const AttendanceCards = ({ records, timeOf }: AttendanceItemsProps) => (
  <Box
    component="ul"
    aria-label="Attendance"
    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
  >
    {records.map((record) => (
      <Card component="li" key={record.id} variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
          >
            {[
              [NAME, record.employee.name],
              [DATE, formatDayMonthYear(record.workDate)],
              [DAY, record.day],
              [IN_TIME, timeOf(record.inTime)],
              [OUT_TIME, timeOf(record.outTime)],
            ].map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontWeight: label === NAME ? 600 : 400 }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    ))}
  </Box>
);
