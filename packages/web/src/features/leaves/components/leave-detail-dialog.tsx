import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LeaveDetail } from '@pulse/shared/contracts/leaves';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { leaveTexts } from '@pulse/shared/spec-texts';
import { errorMessage } from '../../../lib/api-error';
import { useLeave } from '../api/get-leave';
import { LeaveStatusChip } from './leave-status-chip';

export const leaveDatesText = (leave: { fromDate: string; toDate: string }) =>
  leave.fromDate === leave.toDate
    ? formatDayMonthYear(leave.fromDate)
    : `${formatDayMonthYear(leave.fromDate)} to ${formatDayMonthYear(leave.toDate)}`;

// spec B §2 LEAVE DETAIL, in the spec's order.
const fieldsOf = (leave: LeaveDetail): { label: string; value: string }[] => [
  {
    label: leaveTexts.detailAppliedBy,
    // An administrator may file a leave for someone else: say so rather than hide who filed it.
    value:
      leave.appliedBy && leave.appliedBy.id !== leave.employee.id
        ? `${leave.employee.name} (filed by ${leave.appliedBy.name})`
        : leave.employee.name,
  },
  { label: leaveTexts.detailType, value: leave.leaveTypeName },
  { label: leaveTexts.detailDates, value: leaveDatesText(leave) },
  { label: leaveTexts.detailAppliedTo, value: leave.managers.map((manager) => manager.name).join(', ') },
  { label: leaveTexts.detailLeavesApplied, value: String(leave.leavesApplied) },
  { label: leaveTexts.detailOverallTaken, value: String(leave.overallLeavesTaken) },
  { label: leaveTexts.detailActionTakenBy, value: leave.decidedBy?.name ?? leaveTexts.notYet },
  { label: leaveTexts.detailReason, value: leave.description },
];

export const LeaveDetailDialog = ({ leaveId, onClose }: { leaveId: string | null; onClose: () => void }) => {
  const detail = useLeave(leaveId);
  return (
    <Dialog
      open={leaveId !== null}
      onClose={onClose}
      aria-labelledby="leave-detail-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="leave-detail-title">{leaveTexts.detailTitle}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? (
          <Box role="progressbar" aria-label="Loading leave detail">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height={32} />
            ))}
          </Box>
        ) : detail.isError ? (
          <Alert severity="error">{errorMessage(detail.error)}</Alert>
        ) : (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, auto) 1fr' },
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1.25 },
            }}
          >
            <Typography component="dt" color="text.secondary">
              Status
            </Typography>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              <LeaveStatusChip status={detail.data.status} name={detail.data.statusName} />
            </Box>
            {fieldsOf(detail.data).map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {field.label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                >
                  {field.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
