import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ManualTimePage, ManualTimeRequest } from '@pulse/shared/contracts/manual-time';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import type { ManualTimeAction } from '@pulse/shared/domain/manual-time-rules';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

const ACTION_LABELS: Record<ManualTimeAction, string> = {
  approve: texts.approve,
  deny: texts.deny,
  delete: texts.delete,
};
// Colours whose outlined text keeps WCAG AA contrast on white.
const ACTION_COLORS: Record<ManualTimeAction, 'success' | 'error' | 'inherit'> = {
  approve: 'success',
  deny: 'error',
  delete: 'inherit',
};

type ManualTimeTableProps = {
  label: string;
  query: UseQueryResult<ManualTimePage>;
  // The To approve tab names whose time each row is.
  showsEmployee: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onAction: (request: ManualTimeRequest, action: ManualTimeAction) => void;
};

const Secondary = ({ children }: { children: string }) => (
  <Typography
    variant="caption"
    color="text.secondary"
    title={children}
    sx={{
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      maxWidth: 260,
    }}
  >
    {children}
  </Typography>
);

// One list of requests: when, for what, why, its decision and what the caller may do now. On a phone
// each request is a card (DataTable).
export const ManualTimeTable = ({
  label,
  query,
  showsEmployee,
  page,
  onPageChange,
  onAction,
}: ManualTimeTableProps) => {
  const columns: DataTableColumn<ManualTimeRequest>[] = [
    ...(showsEmployee
      ? [
          {
            key: 'employee',
            header: 'Employee',
            render: (request: ManualTimeRequest) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {request.employee.name}
                </Typography>
                <Secondary>{request.employee.employeeCode}</Secondary>
              </>
            ),
          },
        ]
      : []),
    { key: 'date', header: 'Date', render: (request) => formatDayMonthYear(request.date), noWrap: true },
    {
      key: 'time',
      header: 'Time',
      noWrap: true,
      render: (request) => (
        <>
          {`${request.from}–${request.to}`}
          <Secondary>{formatHoursColonMinutes(request.minutes)}</Secondary>
        </>
      ),
    },
    {
      key: 'project',
      header: 'Project / To-do',
      render: (request) => (
        <>
          {request.project?.name ?? texts.noProject}
          {request.todo && <Secondary>{request.todo.name}</Secondary>}
        </>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      render: (request) => (
        <Chip
          size="small"
          variant="outlined"
          color={request.isProductive ? 'success' : 'default'}
          label={request.isProductive ? texts.productive : texts.unproductive}
        />
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      sx: { maxWidth: 280 },
      render: (request) => (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {request.reason}
        </Typography>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (request) => (
        <>
          <Typography variant="body2">{request.statusName}</Typography>
          {request.decidedBy && <Secondary>{`by ${request.decidedBy.name}`}</Secondary>}
          {request.decisionNote && <Secondary>{request.decisionNote}</Secondary>}
        </>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      isRowActions: true,
      render: (request) =>
        request.actions.length === 0 ? (
          '—'
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            {request.actions.map((action) => (
              <Button
                key={action}
                size="small"
                variant="outlined"
                color={ACTION_COLORS[action]}
                onClick={() => onAction(request, action)}
                aria-label={`${ACTION_LABELS[action]} ${request.employee.name}, ${formatDayMonthYear(request.date)} ${request.from}–${request.to}`}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Box>
        ),
    },
  ];

  return (
    <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
      <DataTable
        label={label}
        columns={columns}
        rows={query.data?.items}
        rowKey={(request) => request.id}
        query={query}
        emptyText={texts.noRequests}
        minWidth={showsEmployee ? 960 : 820}
        paging={
          query.data && {
            page,
            pageSize: query.data.pageSize,
            total: query.data.total,
            onPageChange,
          }
        }
      />
    </Box>
  );
};
