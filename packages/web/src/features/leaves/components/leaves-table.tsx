import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Leave, LeavePage } from '@pulse/shared/contracts/leaves';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import type { LeaveAction } from '@pulse/shared/domain/leave-status';
import { leavePulseTexts, leaveTexts } from '@pulse/shared/spec-texts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
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

const [NAME, START_DATE, END_DATE, STATUS, ACTION] = leaveTexts.columns;

// spec B §2: Name, Start Date, End Date, Status, Action; pages of 20 loaded as the end of the table
// scrolls into view. On a phone the five columns do not fit: each leave becomes a card.
export const LeavesTable = ({ label, pages, onAction, onViewDetail }: LeavesTableProps) => {
  const columns: DataTableColumn<Leave>[] = [
    {
      key: 'name',
      header: NAME,
      render: (leave) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {leave.employee.name}
          </Typography>
          <Reason text={leave.description} />
        </>
      ),
      sx: { maxWidth: 280 },
    },
    { key: 'from', header: START_DATE, render: (leave) => formatDayMonthYear(leave.fromDate), noWrap: true },
    { key: 'to', header: END_DATE, render: (leave) => formatDayMonthYear(leave.toDate), noWrap: true },
    {
      key: 'status',
      header: STATUS,
      render: (leave) => <LeaveStatusChip status={leave.status} name={leave.statusName} />,
    },
    {
      key: 'action',
      header: ACTION,
      isRowActions: true,
      render: (leave) => <LeaveButtons leave={leave} onAction={onAction} onViewDetail={onViewDetail} />,
    },
  ];

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={pages.data?.pages.flatMap((page) => page.items)}
      rowKey={(leave) => leave.id}
      query={pages}
      infinite={pages}
      emptyText={leavePulseTexts.noLeaves}
      // At tablet widths the table may still scroll sideways inside its frame; the page itself does not.
      minWidth={720}
    />
  );
};

// Only the actions the server says the caller may take now (spec B §4), plus View Detail.
const LeaveButtons = ({
  leave,
  onAction,
  onViewDetail,
}: { leave: Leave } & Pick<LeavesTableProps, 'onAction' | 'onViewDetail'>) => (
  // One line in the table (its column is pinned while the rest scrolls); a phone's card may wrap them.
  <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
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
