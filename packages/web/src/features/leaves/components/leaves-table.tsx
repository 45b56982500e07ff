import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
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
import type { Leave, LeavePage } from '@pulse/shared/contracts/leaves';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import type { LeaveAction } from '@pulse/shared/domain/leave-status';
import { leavePulseTexts, leaveTexts } from '@pulse/shared/spec-texts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteList } from '../../../components/infinite-list/infinite-list';
import { LeaveStatusChip } from './leave-status-chip';

export const ACTION_LABELS: Record<LeaveAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel',
  'mark-present': 'Mark Present',
};

// Colours whose outlined text keeps WCAG AA contrast on white (MUI's warning and info do not).
const ACTION_COLORS: Record<LeaveAction, 'success' | 'error' | 'inherit' | 'primary'> = {
  approve: 'success',
  reject: 'error',
  cancel: 'inherit',
  'mark-present': 'primary',
};

type LeavesTableProps = {
  label: string;
  pages: UseInfiniteQueryResult<InfiniteData<LeavePage, number>>;
  onAction: (leave: Leave, action: LeaveAction) => void;
  onViewDetail: (leave: Leave) => void;
};

// spec B §2: Name, Start Date, End Date, Status, Action; pages of 20 loaded as the end of the table
// scrolls into view (InfiniteList).
export const LeavesTable = ({ label, pages, onAction, onViewDetail }: LeavesTableProps) => {
  // On a phone the five columns do not fit: each leave becomes a card with the same content.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <InfiniteList
      pages={pages}
      loadingLabel={`Loading ${label}`}
      loadingMoreLabel="Loading more leaves"
      emptyText={leavePulseTexts.noLeaves}
      skeletonHeight={44}
    >
      {(leaves) =>
        isPhone ? (
          <LeaveCards label={label} leaves={leaves} onAction={onAction} onViewDetail={onViewDetail} />
        ) : (
          <LeaveRows label={label} leaves={leaves} onAction={onAction} onViewDetail={onViewDetail} />
        )
      }
    </InfiniteList>
  );
};

type LeaveItemsProps = { label: string; leaves: Leave[] } & Pick<
  LeavesTableProps,
  'onAction' | 'onViewDetail'
>;

// Only the actions the server says the caller may take now (spec B §4), plus View Detail.
const LeaveButtons = ({
  leave,
  onAction,
  onViewDetail,
}: { leave: Leave } & Pick<LeavesTableProps, 'onAction' | 'onViewDetail'>) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
    {leave.actions.map((action) => (
      <Button
        key={action}
        size="small"
        variant="outlined"
        color={ACTION_COLORS[action]}
        onClick={() => onAction(leave, action)}
      >
        {ACTION_LABELS[action]}
      </Button>
    ))}
    <Button size="small" onClick={() => onViewDetail(leave)}>
      View Detail
    </Button>
  </Box>
);

// The reason, shortened: tells one leave from another without opening it.
const Reason = ({ text }: { text: string }) => (
  <Typography
    variant="caption"
    color="text.secondary"
    title={text}
    sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
  >
    {text}
  </Typography>
);

const LeaveRows = ({ label, leaves, onAction, onViewDetail }: LeaveItemsProps) => (
  // At tablet widths the table may still scroll sideways inside its frame; the page itself does not.
  <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-label={label} sx={{ minWidth: 720 }}>
      <TableHead>
        <TableRow>
          {leaveTexts.columns.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {leaves.map((leave) => (
          <TableRow key={leave.id} hover>
            <TableCell sx={{ maxWidth: 280 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {leave.employee.name}
              </Typography>
              <Reason text={leave.description} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonthYear(leave.fromDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonthYear(leave.toDate)}</TableCell>
            <TableCell>
              <LeaveStatusChip status={leave.status} name={leave.statusName} />
            </TableCell>
            <TableCell>
              <LeaveButtons leave={leave} onAction={onAction} onViewDetail={onViewDetail} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const LeaveCards = ({ label, leaves, onAction, onViewDetail }: LeaveItemsProps) => (
  <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
    {leaves.map((leave) => (
      <Card component="li" key={leave.id} variant="outlined">
        <CardContent sx={{ pb: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {leave.employee.name}
              </Typography>
              <Reason text={leave.description} />
            </Box>
            <LeaveStatusChip status={leave.status} name={leave.statusName} />
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              Start Date
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDayMonthYear(leave.fromDate)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              End Date
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDayMonthYear(leave.toDate)}
            </Typography>
          </Box>
        </CardContent>
        <CardActions sx={{ pt: 0, px: 2, pb: 1.5 }}>
          <LeaveButtons leave={leave} onAction={onAction} onViewDetail={onViewDetail} />
        </CardActions>
      </Card>
    ))}
  </Box>
);
