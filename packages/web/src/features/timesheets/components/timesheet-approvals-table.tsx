import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { TimesheetApprovalItem, TimesheetApprovals } from '@pulse/shared/contracts/timesheets';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes, formatSignedHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { formatWeekRange, timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { TIMESHEET_CHANGE_NAMES } from '@pulse/shared/domain/timesheet-status';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { TimesheetStatusChip } from './timesheet-status-chip';

export const approvalKey = (item: Pick<TimesheetApprovalItem, 'employee' | 'weekStart'>) =>
  `${item.employee.id}|${item.weekStart}`;

type TimesheetApprovalsTableProps = {
  label: string;
  query: UseQueryResult<TimesheetApprovals>;
  selected: ReadonlySet<string>;
  onToggle: (item: TimesheetApprovalItem) => void;
  onOpen: (item: TimesheetApprovalItem) => void;
};

// A code, a date or a change reads badly broken over lines ('DEMO-EMP-2-' above '00000014').
const Secondary = ({ children }: { children: string }) => (
  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
    {children}
  </Typography>
);

// What changed after approval, one line per kind and day.
const changeLines = (item: TimesheetApprovalItem) => [
  ...new Set(
    item.pendingChanges.map(
      (change) => `${TIMESHEET_CHANGE_NAMES[change.kind]} ${formatDayMonthYear(change.date).slice(0, 6)}`,
    ),
  ),
];

// The approver's weeks: each row opens the week; a checkbox picks it for Approve or Reject together.
export const TimesheetApprovalsTable = ({
  label,
  query,
  selected,
  onToggle,
  onOpen,
}: TimesheetApprovalsTableProps) => {
  const columns: DataTableColumn<TimesheetApprovalItem>[] = [
    {
      key: 'select',
      header: 'Select',
      width: 48,
      render: (item) => (
        <Checkbox
          size="small"
          checked={selected.has(approvalKey(item))}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onToggle(item)}
          slotProps={{
            input: {
              'aria-label': `${texts.selectWeek}: ${item.employee.name}, ${formatWeekRange(item.weekStart, item.weekEnd)}`,
            },
          }}
        />
      ),
    },
    {
      key: 'employee',
      header: texts.columns.employee,
      render: (item) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.employee.name}
          </Typography>
          <Secondary>{item.employee.employeeCode}</Secondary>
        </>
      ),
    },
    {
      key: 'week',
      header: texts.columns.week,
      noWrap: true,
      render: (item) => (
        <>
          {formatDayMonthYear(item.weekStart)}
          <Secondary>{`To ${formatDayMonthYear(item.weekEnd)}`}</Secondary>
        </>
      ),
    },
    {
      key: 'status',
      header: texts.columns.status,
      render: (item) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TimesheetStatusChip status={item.status} />
          {item.isLocked && <Secondary>Locked</Secondary>}
        </Box>
      ),
    },
    {
      key: 'total',
      header: texts.columns.total,
      align: 'right',
      noWrap: true,
      render: (item) => formatHoursColonMinutes(item.totalMinutes),
    },
    {
      key: 'idle',
      header: texts.columns.idle,
      align: 'right',
      noWrap: true,
      render: (item) => formatHoursColonMinutes(item.idleMinutes),
    },
    {
      key: 'manual',
      header: texts.columns.manual,
      align: 'right',
      noWrap: true,
      render: (item) => formatHoursColonMinutes(item.manualMinutes),
    },
    {
      key: 'approved',
      header: texts.columns.approved,
      align: 'right',
      noWrap: true,
      render: (item) => (item.approvedMinutes === null ? '—' : formatHoursColonMinutes(item.approvedMinutes)),
    },
    {
      key: 'difference',
      header: texts.columns.difference,
      align: 'right',
      noWrap: true,
      // A change since approval is what the approver decides on: it stands out, in text as well as colour.
      render: (item) =>
        item.differenceMinutes === 0 ? (
          formatSignedHoursColonMinutes(0)
        ) : (
          <Box
            component="mark"
            sx={{ bgcolor: '#ffe0b2', color: '#6d3a00', fontWeight: 700, px: 0.5, borderRadius: 0.5 }}
          >
            {formatSignedHoursColonMinutes(item.differenceMinutes)}
          </Box>
        ),
    },
    {
      key: 'changes',
      header: texts.columns.changes,
      render: (item) => {
        const lines = changeLines(item);
        return lines.length === 0 ? '—' : lines.map((line) => <Secondary key={line}>{line}</Secondary>);
      },
    },
  ];

  return (
    <Box
      // Ten columns at half the usual padding fit beside the menu at 1366 px and on their own at
      // 1024 px, the Changes column included, instead of scrolling out of view.
      sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, '& th, & td': { px: 1 } }}
      aria-busy={query.isFetching}
    >
      <DataTable
        label={label}
        columns={columns}
        rows={query.data?.items}
        rowKey={approvalKey}
        query={query}
        emptyText={texts.noWeeks}
        minWidth={880}
        onRowClick={onOpen}
        rowLabel={(item) =>
          `Open ${item.employee.name}'s week ${formatWeekRange(item.weekStart, item.weekEnd)}`
        }
      />
    </Box>
  );
};
