import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TimesheetCell, TimesheetFigures } from '@pulse/shared/contracts/timesheets';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { timesheetTexts } from '@pulse/shared/domain/timesheet-status';
import { Link as RouterLink } from 'react-router';
import { DayLabel } from './day-label';

type TimesheetWeekTableProps = {
  label: string;
  figures: TimesheetFigures;
  // The activity viewer's address for a day of this week.
  dayHref: (date: string) => string | null;
};

// The project column stays in view while a phone scrolls the days sideways.
const firstColumnSx: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 140,
  maxWidth: 220,
  overflowWrap: 'anywhere',
};

// Figures stay on one line; a day's heading ('Mon 16-Nov') may break after its weekday, so at 1024 px
// the whole week, its Total included, fits beside the menu instead of scrolling out of view.
const weekTableSx: SxProps<Theme> = {
  minWidth: 760,
  '& td, & th': { whiteSpace: 'nowrap' },
  '& thead th': { whiteSpace: 'normal' },
};

const breakdown = (cell: TimesheetCell) =>
  `Tracked ${formatHoursColonMinutes(cell.trackedMinutes)}, manual ${formatHoursColonMinutes(cell.manualMinutes)}, idle ${formatHoursColonMinutes(cell.idleMinutes)}`;

// A day with time opens that day in the activity viewer where the caller may open it (their own day,
// anyone's for an administrator: the viewer is the spec's admin page); an empty day has nothing to open.
const DayCell = ({ cell, dayHref }: { cell: TimesheetCell; dayHref: (date: string) => string | null }) => {
  const href = cell.totalMinutes > 0 ? dayHref(cell.date) : null;
  const text = formatHoursColonMinutes(cell.totalMinutes);
  return (
    <TableCell align="right" title={cell.totalMinutes > 0 ? breakdown(cell) : undefined}>
      {href ? (
        <Link component={RouterLink} to={href}>
          {text}
        </Link>
      ) : (
        <Typography
          component="span"
          variant="body2"
          color={cell.totalMinutes > 0 ? 'text.primary' : 'text.secondary'}
        >
          {text}
        </Typography>
      )}
    </TableCell>
  );
};

// One row per project (and No project), one column per day, in h:mm; the row totals, a day-total row
// and the week total. Idle is part of each total and shown apart in its own row, as in the report.
export const TimesheetWeekTable = ({ label, figures, dayHref }: TimesheetWeekTableProps) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label={label} sx={weekTableSx}>
      <TableHead>
        <TableRow>
          <TableCell sx={firstColumnSx}>{texts.project}</TableCell>
          {figures.dayTotals.map((day) => (
            <TableCell key={day.date} align="right">
              <DayLabel date={day.date} />
            </TableCell>
          ))}
          <TableCell align="right">{texts.total}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {figures.rows.map((row) => (
          <TableRow key={row.projectId ?? 'none'}>
            <TableCell component="th" scope="row" sx={[firstColumnSx, { whiteSpace: 'normal !important' }]}>
              {row.projectId === null ? timesheetTexts.noProject : row.projectName}
            </TableCell>
            {row.cells.map((cell) => (
              <DayCell key={cell.date} cell={cell} dayHref={dayHref} />
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatHoursColonMinutes(row.totalMinutes)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={{ '& td, & th': { color: 'text.primary', fontSize: '0.875rem' } }}>
        <TableRow>
          <TableCell component="th" scope="row" sx={[firstColumnSx, { fontWeight: 700 }]}>
            {texts.dayTotal}
          </TableCell>
          {figures.dayTotals.map((cell) => (
            <DayCell key={cell.date} cell={cell} dayHref={dayHref} />
          ))}
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatHoursColonMinutes(figures.totalMinutes)}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row" sx={[firstColumnSx, { color: 'text.secondary !important' }]}>
            {texts.idle}
          </TableCell>
          {figures.dayTotals.map((cell) => (
            <TableCell key={cell.date} align="right" sx={{ color: 'text.secondary !important' }}>
              {formatHoursColonMinutes(cell.idleMinutes)}
            </TableCell>
          ))}
          <TableCell align="right" sx={{ color: 'text.secondary !important' }}>
            {formatHoursColonMinutes(figures.idleMinutes)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  </TableContainer>
);
