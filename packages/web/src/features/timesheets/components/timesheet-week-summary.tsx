import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { lockedUpTo, timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { lockedMessage } from '@pulse/shared/domain/timesheet-status';
import { TimesheetStatusChip } from './timesheet-status-chip';

const decisionLine = (week: TimesheetWeek, timeZone: string) => {
  // A week a late change re-opened waits again, but was approved once: say by whom.
  if (week.approved && week.status !== 'approved') {
    const by = week.approved.approvedBy ? ` by ${week.approved.approvedBy.name}` : '';
    return `Last approved${by} on ${formatDateTimeIn(week.approved.approvedAt, timeZone)}`;
  }
  if (!week.decidedAt || (week.status !== 'approved' && week.status !== 'rejected')) return null;
  const verb = week.status === 'approved' ? 'Approved' : 'Rejected';
  const by = week.decidedBy ? ` by ${week.decidedBy.name}` : '';
  return `${verb}${by} on ${formatDateTimeIn(week.decidedAt, timeZone)}`;
};

// Whose week, its status and who decided it when, the employee's note, the rejection's reason, and
// whether payroll has locked it.
export const TimesheetWeekSummary = ({ week, timeZone }: { week: TimesheetWeek; timeZone: string }) => {
  const decision = decisionLine(week, timeZone);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {`${week.employee.name} (${week.employee.employeeCode})`}
        </Typography>
        <TimesheetStatusChip status={week.status} />
        <Typography variant="body2" sx={{ ml: { sm: 'auto' }, fontWeight: 600 }}>
          {`${texts.weekTotal} ${formatHoursColonMinutes(week.figures.totalMinutes)}`}
        </Typography>
      </Box>
      {week.submittedAt && (
        <Typography variant="body2" color="text.secondary">
          {`Submitted on ${formatDateTimeIn(week.submittedAt, timeZone)}`}
          {week.note ? ` · Note: ${week.note}` : ''}
        </Typography>
      )}
      {decision && (
        <Typography variant="body2" color="text.secondary">
          {decision}
        </Typography>
      )}
      {week.status === 'rejected' && week.rejectionReason && (
        <Alert severity="error">
          <AlertTitle>Reason</AlertTitle>
          <Box sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{week.rejectionReason}</Box>
        </Alert>
      )}
      {week.isLocked && week.lockedThrough && (
        <Alert severity="info" icon={<LockOutlinedIcon fontSize="inherit" />}>
          <AlertTitle>{lockedUpTo(week.lockedThrough)}</AlertTitle>
          {lockedMessage(week.lockedThrough)}
        </Alert>
      )}
    </Box>
  );
};
