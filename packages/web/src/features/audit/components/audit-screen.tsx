import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AUDIT_ACTION_GROUP_LABELS,
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEvent,
  auditExportQuerySchema,
} from '@pulse/shared/contracts/audit';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DateField } from '../../../components/date-field/date-field';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useExportAuditEvents } from '../api/export-audit-events';
import { useAuditEvents } from '../api/get-audit-events';

// The page opens on the last 30 days, today included.
const DEFAULT_RANGE_DAYS = 30;

type Filters = { from: string; to: string; action: AuditAction | ''; actorId: string; subjectId: string };

// The action filter's entries: each group's heading, then its actions (MUI's Select takes a flat list).
const actionOptions = AUDIT_ACTION_GROUP_LABELS.flatMap((group) => [
  <ListSubheader key={`group-${group}`}>{group}</ListSubheader>,
  ...AUDIT_ACTIONS.filter((action) => AUDIT_ACTION_GROUPS[action] === group).map((action) => (
    <MenuItem key={action} value={action} sx={{ pl: 4 }}>
      {AUDIT_ACTION_LABELS[action]}
    </MenuItem>
  )),
]);

// A person filter offers the people the trail names; a choice no longer offered reads as "All".
const PersonFilter = ({
  label,
  people,
  value,
  onChange,
}: {
  label: string;
  people: readonly { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={people.some((person) => person.id === value) ? value : ''}
    onChange={(event) => onChange(event.target.value)}
    sx={{ minWidth: 240 }}
  >
    <MenuItem value="">All</MenuItem>
    {people.map((person) => (
      <MenuItem key={person.id} value={person.id}>
        {person.name}
      </MenuItem>
    ))}
  </TextField>
);

const columnsFor = (timeZone: string): DataTableColumn<AuditEvent>[] => [
  {
    key: 'when',
    header: 'When',
    noWrap: true,
    render: (event) => formatDateTimeIn(event.occurredAt, timeZone),
  },
  { key: 'who', header: 'Who', render: (event) => event.actor.name },
  { key: 'action', header: 'Action', render: (event) => AUDIT_ACTION_LABELS[event.action] },
  { key: 'employee', header: 'Employee', render: (event) => event.subject?.name ?? '—' },
  { key: 'details', header: 'Details', render: (event) => event.summary, sx: { overflowWrap: 'anywhere' } },
  {
    key: 'address',
    header: 'Address',
    noWrap: true,
    hideOnPhone: true,
    render: (event) => event.ipAddress ?? '—',
  },
];

// The audit trail (Settings → Tracking; hardening: audit trail): who looked at whose screenshots, who
// changed what the tracker keeps, who decided manual time, sign-ins and lockouts, role and status
// changes, deletions, payroll, exports and settings, from which address. Admins only (the route's
// guard); read and exported here, never edited.
export const AuditScreen = ({ timeZone }: { timeZone: string }) => {
  const today = todayIn(timeZone, new Date());
  const [filters, setFilters] = useState<Filters>({
    from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)),
    to: today,
    action: '',
    actorId: '',
    subjectId: '',
  });
  const [page, setPage] = useState(1);
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const range = auditExportQuerySchema.safeParse(filters);
  const rangeError = range.success ? null : (range.error.issues[0]?.message ?? null);
  const events = useAuditEvents({ ...filters, page }, { enabled: range.success });
  const exportEvents = useExportAuditEvents();
  const feedback = useMutationFeedback();
  const columns = useMemo(() => columnsFor(timeZone), [timeZone]);
  const subjects = events.data?.subjects ?? [];
  const actors = events.data?.actors ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        role="search"
        aria-label="Audit filters"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <DateField label="From" value={filters.from} max={today} onChange={(from) => change({ from })} />
        <DateField label="To" value={filters.to} max={today} onChange={(to) => change({ to })} />
        <TextField
          select
          size="small"
          label="Action"
          value={filters.action}
          onChange={(event) => change({ action: event.target.value as AuditAction | '' })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">All</MenuItem>
          {actionOptions}
        </TextField>
        <PersonFilter
          label="Who"
          people={actors}
          value={filters.actorId}
          onChange={(actorId) => change({ actorId })}
        />
        <PersonFilter
          label="Employee"
          people={subjects}
          value={filters.subjectId}
          onChange={(subjectId) => change({ subjectId })}
        />
        <Button
          variant="outlined"
          startIcon={exportEvents.isPending ? <CircularProgress size={18} /> : <DownloadOutlinedIcon />}
          disabled={!range.success || exportEvents.isPending || events.data?.total === 0}
          onClick={() => range.success && exportEvents.mutate(range.data, { onError: feedback.onError })}
        >
          Export
        </Button>
      </Box>
      {rangeError ? (
        <Alert severity="warning">{rangeError}</Alert>
      ) : (
        <>
          {events.isFetching && !events.isPending && (
            <LinearProgress aria-label="Loading" sx={{ height: 2 }} />
          )}
          <DataTable
            label="Audit trail"
            columns={columns}
            rows={events.data?.items}
            rowKey={(event) => event.id}
            query={events}
            emptyText={texts.auditEmpty}
            minWidth={900}
            paging={
              events.data && {
                page,
                pageSize: events.data.pageSize,
                total: events.data.total,
                onPageChange: setPage,
                describe: (shown) => `Page ${shown.page} of ${shown.pageCount} (${shown.total} events)`,
              }
            }
          />
        </>
      )}
    </Box>
  );
};
