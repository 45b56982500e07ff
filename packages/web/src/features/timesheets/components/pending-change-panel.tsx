import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TimesheetFigures, TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes, formatSignedHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { TIMESHEET_CHANGE_NAMES } from '@pulse/shared/domain/timesheet-status';
import type { ReactNode } from 'react';
import { DayLabel } from './day-label';

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

type Line = { key: string; name: ReactNode; approved: number; now: number; isTotal?: boolean };

// Wide screens: a column per day, as the week's table, with Approved, Now and Difference as rows.
const ByDay = ({ lines }: { lines: Line[] }) => {
  const rows = [
    { name: texts.approvedRow, minutesOf: (line: Line) => line.approved },
    { name: texts.nowRow, minutesOf: (line: Line) => line.now },
  ];
  return (
    <>
      <TableHead>
        <TableRow>
          <TableCell />
          {lines.map((line) => (
            <TableCell key={line.key} align="right">
              {line.name}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell component="th" scope="row">
              {row.name}
            </TableCell>
            {lines.map((line) => (
              <TableCell key={line.key} align="right" sx={line.isTotal ? { fontWeight: 700 } : undefined}>
                {formatHoursColonMinutes(row.minutesOf(line))}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row">
            {texts.differenceRow}
          </TableCell>
          {lines.map((line) => (
            <Difference key={line.key} minutes={line.now - line.approved} />
          ))}
        </TableRow>
      </TableBody>
    </>
  );
};

// Phones: a row per day, so Approved, Now and Difference sit side by side in view; seven day columns
// scrolled the week total away from the names of its rows.
const ByFigure = ({ lines }: { lines: Line[] }) => (
  <>
    <TableHead>
      <TableRow>
        <TableCell />
        <TableCell align="right">{texts.approvedRow}</TableCell>
        <TableCell align="right">{texts.nowRow}</TableCell>
        <TableCell align="right">{texts.differenceRow}</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {lines.map((line) => (
        <TableRow key={line.key} sx={line.isTotal ? { '& td, & th': { fontWeight: 700 } } : undefined}>
          <TableCell component="th" scope="row">
            {line.name}
          </TableCell>
          <TableCell align="right">{formatHoursColonMinutes(line.approved)}</TableCell>
          <TableCell align="right">{formatHoursColonMinutes(line.now)}</TableCell>
          <Difference minutes={line.now - line.approved} />
        </TableRow>
      ))}
    </TableBody>
  </>
);

// An approved week that a late change re-opened: what changed, and what was approved beside what is
// there now, per day and for the week, so the approver decides on the difference.
export const PendingChangePanel = ({ changes, approved, now }: PendingChangePanelProps) => {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const lines: Line[] = [
    ...now.dayTotals.map((day, index) => ({
      key: day.date,
      name: <DayLabel date={day.date} />,
      approved: approved.dayTotals[index]?.totalMinutes ?? 0,
      now: day.totalMinutes,
    })),
    {
      key: 'week',
      name: texts.weekTotal,
      approved: approved.totalMinutes,
      now: now.totalMinutes,
      isTotal: true,
    },
  ];
  return (
    <Alert
      severity="warning"
      component="section"
      // A panel of the page, read when reached: not an alert announced on arrival.
      role="region"
      aria-label={texts.pendingChange}
      // A phone gives the figures the icon's room and half the side padding, so the Difference
      // column is in view.
      icon={isPhone ? false : undefined}
      sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' }, px: { xs: 1, sm: 2 } }}
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
          // As the week's table: a day's heading may break after its weekday on a narrow screen.
          sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 }, '& thead th': { whiteSpace: 'normal' } }}
        >
          {isPhone ? <ByFigure lines={lines} /> : <ByDay lines={lines} />}
        </Table>
      </TableContainer>
    </Alert>
  );
};
