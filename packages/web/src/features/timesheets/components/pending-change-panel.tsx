import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TimesheetFigures, TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes, formatSignedHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { TIMESHEET_CHANGE_NAMES } from '@pulse/shared/domain/timesheet-status';
import { dayLabel } from './day-label';

type PendingChangePanelProps = {
  changes: TimesheetWeek['pendingChanges'];
  approved: TimesheetFigures;
  now: TimesheetFigures;
};

// One line per kind and day: three uploads on one day are one change to look at.
const changeLines = (changes: PendingChangePanelProps['changes']) => [
  ...new Set(
    changes.map((change) => `${TIMESHEET_CHANGE_NAMES[change.kind]}, ${formatDayMonthYear(change.date)}`),
  ),
];

// A signed change, in bold when there is one.
const Difference = ({ minutes }: { minutes: number }) => (
  <TableCell align="right" sx={minutes === 0 ? undefined : { fontWeight: 700 }}>
    {formatSignedHoursColonMinutes(minutes)}
  </TableCell>
);

// An approved week that a late change re-opened: what changed, and what was approved beside what is
// there now, per day and for the week, so the approver decides on the difference.
export const PendingChangePanel = ({ changes, approved, now }: PendingChangePanelProps) => {
  const figures = [
    { name: texts.approvedRow, days: approved.dayTotals, week: approved.totalMinutes },
    { name: texts.nowRow, days: now.dayTotals, week: now.totalMinutes },
  ];
  return (
    <Alert
      severity="warning"
      component="section"
      // A panel of the page, read when reached: not an alert announced on arrival.
      role="region"
      aria-label={texts.pendingChange}
      sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}
    >
      <AlertTitle>{texts.pendingChange}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {changeLines(changes).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>{texts.pendingChangeHint}</Box>
      <TableContainer sx={{ mt: 1 }}>
        <Table
          size="small"
          aria-label={texts.pendingChange}
          sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell />
              {now.dayTotals.map((day) => (
                <TableCell key={day.date} align="right">
                  {dayLabel(day.date)}
                </TableCell>
              ))}
              <TableCell align="right">{texts.weekTotal}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.map((row) => (
              <TableRow key={row.name}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                {row.days.map((day) => (
                  <TableCell key={day.date} align="right">
                    {formatHoursColonMinutes(day.totalMinutes)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatHoursColonMinutes(row.week)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {texts.differenceRow}
              </TableCell>
              {now.dayTotals.map((day, index) => (
                <Difference
                  key={day.date}
                  minutes={day.totalMinutes - (approved.dayTotals[index]?.totalMinutes ?? 0)}
                />
              ))}
              <Difference minutes={now.totalMinutes - approved.totalMinutes} />
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Alert>
  );
};
