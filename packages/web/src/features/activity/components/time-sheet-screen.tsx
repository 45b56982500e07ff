import MoreTimeIcon from '@mui/icons-material/MoreTime';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TimeSheetRow } from '@pulse/shared/contracts/activity';
import { formatHoursAndMinutes } from '@pulse/shared/domain/hours-minutes';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { activityTexts, manualTimePulseTexts } from '@pulse/shared/spec-texts';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DateField } from '../../../components/date-field/date-field';
import { EmployeeAvatar } from '../../../components/employee-avatar/employee-avatar';
import { useListView } from '../../../components/list-toolbar/use-list-view';
import { ViewToggle } from '../../../components/list-toolbar/view-toggle';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentEmployee } from '../../../lib/current-employee';
import { useTimeSheet } from '../api/get-time-sheet';
import { EmployeePicker } from './employee-picker';

type Order = 'asc' | 'desc';

// A column the page adds (administrators: each employee's live tracker state), rendered per
// employee; the time sheet does not know where it comes from.
export type TimeSheetStatusColumn = { header: string; render: (employeeId: string) => ReactNode };

const TILE_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

const Figure = ({ label, minutes }: { label: string; minutes: number }) => (
  <Box sx={{ textAlign: 'center' }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {formatHoursAndMinutes(minutes)}
    </Typography>
  </Box>
);

const TimeSheetTile = ({
  row,
  onOpen,
  status,
}: {
  row: TimeSheetRow;
  onOpen: () => void;
  status: TimeSheetStatusColumn | undefined;
}) => (
  <Paper component="article" variant="outlined" aria-label={row.name} sx={{ height: '100%' }}>
    <ButtonBase
      onClick={onOpen}
      aria-label={`Open ${row.name}'s activity`}
      sx={{
        width: '100%',
        height: '100%',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderRadius: 1,
      }}
    >
      <EmployeeAvatar employeeId={row.employeeId} photoVersion={row.photoVersion} name={row.name} size={64} />
      <Box sx={{ textAlign: 'center' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {row.employeeCode}
        </Typography>
        {status ? <Box sx={{ mt: 0.5 }}>{status.render(row.employeeId)}</Box> : null}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, width: '100%' }}>
        <Figure label="Total" minutes={row.hoursWorkedMinutes} />
        <Figure label="Idle" minutes={row.idleMinutes} />
        <Figure label="Actual" minutes={row.actualWorkMinutes} />
        {/* Approved offline time (spec A §1), apart from the tracker's three. */}
        <Figure label={manualTimePulseTexts.manualTotal} minutes={row.manualMinutes} />
      </Box>
    </ButtonBase>
  </Paper>
);

const TimeSheetTable = ({
  rows,
  onOpen,
  status,
}: {
  rows: TimeSheetRow[];
  onOpen: (row: TimeSheetRow) => void;
  status: TimeSheetStatusColumn | undefined;
}) => {
  const columns: DataTableColumn<TimeSheetRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (row) => (
        // The keyboard's way in; a click anywhere on the row does the same.
        <ButtonBase
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
          aria-label={`Open ${row.name}'s activity`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            justifyContent: 'flex-start',
            textAlign: 'left',
          }}
        >
          <EmployeeAvatar
            employeeId={row.employeeId}
            photoVersion={row.photoVersion}
            name={row.name}
            size={32}
          />
          <span>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.employeeCode}
            </Typography>
          </span>
        </ButtonBase>
      ),
    },
    { key: 'designation', header: 'Designation', render: (row) => row.designation ?? '—' },
    { key: 'worked', header: 'Hours Worked', render: (row) => formatHoursAndMinutes(row.hoursWorkedMinutes) },
    { key: 'idle', header: 'Idle Time', render: (row) => formatHoursAndMinutes(row.idleMinutes) },
    { key: 'actual', header: 'Actual Work', render: (row) => formatHoursAndMinutes(row.actualWorkMinutes) },
    { key: 'manual', header: 'Manual Time', render: (row) => formatHoursAndMinutes(row.manualMinutes) },
    ...(status
      ? [
          {
            key: 'status',
            header: status.header,
            render: (row: TimeSheetRow) => status.render(row.employeeId),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label="Time sheet"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.employeeId}
      onRowClick={onOpen}
    />
  );
};

const LoadingTiles = () => (
  <Box sx={TILE_GRID} aria-busy="true" aria-label="Loading time sheet">
    {Array.from({ length: 8 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <Skeleton key={index} variant="rounded" height={190} />
    ))}
  </Box>
);

// spec A §2 "Time Sheet": one day's Total / Idle / Actual per employee, as tiles or a list.
export const TimeSheetScreen = ({ status }: { status?: TimeSheetStatusColumn | undefined } = {}) => {
  const me = useCurrentEmployee();
  const navigate = useNavigate();
  const [date, setDate] = useState(() => todayIn(me.organization.timeZone, new Date()));
  const [isActive, setIsActive] = useState(true);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [order, setOrder] = useState<Order>('asc');
  const [view, setView] = useListView('time-sheet');

  // The selector offers whom the server lists for the filters, tracked that day or not.
  const query = useTimeSheet({
    date: date || todayIn(me.organization.timeZone, new Date()),
    isActive: String(isActive),
  });

  const options = useMemo(
    () =>
      (query.data?.employees ?? [])
        .map((employee) => ({
          id: employee.employeeId,
          employeeCode: employee.employeeCode,
          name: employee.name,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    [query.data],
  );

  const rows = useMemo(() => {
    const all = query.data?.rows ?? [];
    const chosen = employeeId ? all.filter((row) => row.employeeId === employeeId) : all;
    const direction = order === 'asc' ? 1 : -1;
    return [...chosen].sort((a, b) => direction * a.name.localeCompare(b.name, 'en'));
  }, [query.data, employeeId, order]);

  // spec B §2 routes: administrators open anyone's day; an employee opens their own viewer (today,
  // spec B §6), which has no parameters. The server lists only the employee's own row for them.
  const open = (row: TimeSheetRow) => {
    if (isAdmin(me.roleId)) {
      navigate(paths.timeSheetDetails.getHref(query.data?.date ?? date, row.employeeCode, row.name));
    } else if (row.employeeId === me.id) {
      navigate(paths.ownTimeSheetDetails.getHref());
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateField label="Date" value={date} onChange={setDate} />
        {options.length > 1 && (
          <EmployeePicker
            employees={options}
            value={employeeId}
            onChange={(employee) => setEmployeeId(employee?.id ?? null)}
          />
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={order}
          onChange={(_event, next: Order | null) => next && setOrder(next)}
          aria-label="Sort by name"
        >
          <ToggleButton value="asc">A-Z</ToggleButton>
          <ToggleButton value="desc">Z-A</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />}
          label={isActive ? 'Active' : 'Inactive'}
        />
        <Box sx={{ ml: { md: 'auto' }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {/* Everyone adds their own offline time (spec A §1), starting from the day shown. */}
          <Button
            component={Link}
            to={paths.manualTime.getHref({ date })}
            startIcon={<MoreTimeIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {manualTimePulseTexts.addButton}
          </Button>
          <ViewToggle value={view} onChange={setView} label="Layout" />
        </Box>
      </Box>

      {query.isPending ? (
        <LoadingTiles />
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : rows.length === 0 ? (
        // spec A §2: the server lists only who tracked time that day.
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {activityTexts.noRecords}
        </Typography>
      ) : view === 'tiles' ? (
        <Box sx={{ ...TILE_GRID, opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          {rows.map((row) => (
            <TimeSheetTile key={row.employeeId} row={row} onOpen={() => open(row)} status={status} />
          ))}
        </Box>
      ) : (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <TimeSheetTable rows={rows} onOpen={open} status={status} />
        </Box>
      )}
    </Box>
  );
};
