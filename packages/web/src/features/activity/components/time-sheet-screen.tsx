import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TimeSheetRow } from '@pulse/shared/contracts/activity';
import { formatHoursAndMinutes } from '@pulse/shared/domain/hours-minutes';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { activityTexts } from '@pulse/shared/spec-texts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentEmployee } from '../../auth/api/get-me';
import { EmployeeAvatar } from '../../employees/components/employee-avatar';
import { useTimeSheet } from '../api/get-time-sheet';
import { DateField } from './date-field';
import { EmployeePicker } from './employee-picker';

type View = 'tiles' | 'list';
type Order = 'asc' | 'desc';

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

const TimeSheetTile = ({ row, onOpen }: { row: TimeSheetRow; onOpen: () => void }) => (
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
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, width: '100%' }}>
        <Figure label="Total" minutes={row.hoursWorkedMinutes} />
        <Figure label="Idle" minutes={row.idleMinutes} />
        <Figure label="Actual" minutes={row.actualWorkMinutes} />
      </Box>
    </ButtonBase>
  </Paper>
);

const TimeSheetTable = ({ rows, onOpen }: { rows: TimeSheetRow[]; onOpen: (row: TimeSheetRow) => void }) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label="Time sheet">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Designation</TableCell>
          <TableCell>Hours Worked</TableCell>
          <TableCell>Idle Time</TableCell>
          <TableCell>Actual Work</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.employeeId} hover onClick={() => onOpen(row)} sx={{ cursor: 'pointer' }}>
            <TableCell>
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
            </TableCell>
            <TableCell>{row.designation ?? '—'}</TableCell>
            <TableCell>{formatHoursAndMinutes(row.hoursWorkedMinutes)}</TableCell>
            <TableCell>{formatHoursAndMinutes(row.idleMinutes)}</TableCell>
            <TableCell>{formatHoursAndMinutes(row.actualWorkMinutes)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const LoadingTiles = () => (
  <Box sx={TILE_GRID} aria-busy="true" aria-label="Loading time sheet">
    {Array.from({ length: 8 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <Skeleton key={index} variant="rounded" height={190} />
    ))}
  </Box>
);

// spec A §2 "Time Sheet": one day's Total / Idle / Actual per employee, as tiles or a list.
export const TimeSheetScreen = () => {
  const me = useCurrentEmployee();
  const navigate = useNavigate();
  const [date, setDate] = useState(() => todayIn(me.organization.timeZone, new Date()));
  const [isActive, setIsActive] = useState(true);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [order, setOrder] = useState<Order>('asc');
  const [view, setView] = useState<View>('tiles');

  // The selector's options are the day's rows, so it lists exactly who the caller may see.
  const query = useTimeSheet({
    date: date || todayIn(me.organization.timeZone, new Date()),
    isActive: String(isActive) as 'true' | 'false',
  });

  const options = useMemo(
    () =>
      (query.data?.rows ?? [])
        .map((row) => ({ id: row.employeeId, employeeCode: row.employeeCode, name: row.name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    [query.data],
  );

  const rows = useMemo(() => {
    const all = query.data?.rows ?? [];
    const chosen = employeeId ? all.filter((row) => row.employeeId === employeeId) : all;
    const direction = order === 'asc' ? 1 : -1;
    return [...chosen].sort((a, b) => direction * a.name.localeCompare(b.name, 'en'));
  }, [query.data, employeeId, order]);

  const open = (row: TimeSheetRow) => {
    const day = query.data?.date ?? date;
    navigate(
      isAdmin(me.roleId)
        ? paths.timeSheetDetails.getHref(day, row.employeeCode, row.name)
        : paths.ownTimeSheetDetails.getHref(),
    );
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
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: View | null) => next && setView(next)}
          aria-label="Layout"
          sx={{ ml: { md: 'auto' } }}
        >
          <ToggleButton value="tiles">
            <GridViewOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
            Tiles View
          </ToggleButton>
          <ToggleButton value="list">
            <ViewListOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
            List View
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      {query.isPending ? (
        <LoadingTiles />
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {activityTexts.noRecords}
        </Typography>
      ) : view === 'tiles' ? (
        <Box sx={{ ...TILE_GRID, opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          {rows.map((row) => (
            <TimeSheetTile key={row.employeeId} row={row} onOpen={() => open(row)} />
          ))}
        </Box>
      ) : (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <TimeSheetTable rows={rows} onOpen={open} />
        </Box>
      )}
    </Box>
  );
};
