import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { formatDayMonthYear, weekdayName } from '@pulse/shared/domain/display-format';
import { addDays, instantOfLocalTime, localTimeOf } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { attendancePulseTexts, attendanceTexts } from '@pulse/shared/spec-texts';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateField } from '../../../components/date-field/date-field';
import { LoadError } from '../../../components/feedback/query-feedback';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useAttendanceToday } from '../api/get-attendance-today';
import { useMarkAttendance } from '../api/mark-attendance';
import { type EmployeeOption, EmployeeSelect } from './employee-select';

// spec B §9: the attendance success notice lasts 1.5 s.
const MARKED_TOAST_MS = 1500;

type TimeFieldProps = {
  label: string;
  value: string;
  onChange: (time: string) => void;
  onNow: () => void;
  isDisabled: boolean;
  error?: string;
};

// A native time picker (hh:mm in the browser's format), with a button for the current time: marking
// one's own attendance takes a time within 10 minutes of now.
const TimeField = ({ label, value, onChange, onNow, isDisabled, error }: TimeFieldProps) => (
  <TextField
    label={label}
    type="time"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    disabled={isDisabled}
    error={Boolean(error)}
    helperText={error}
    sx={{ width: { xs: '100%', sm: 240 } }}
    slotProps={{
      inputLabel: { shrink: true },
      htmlInput: { step: 60 },
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <Button
              size="small"
              aria-label={`Set ${label} to now`}
              onClick={onNow}
              disabled={isDisabled}
              sx={{ minWidth: 0, px: 1 }}
            >
              Now
            </Button>
          </InputAdornment>
        ),
      },
    }}
  />
);

// spec B §2 Mark Your Attendance: the work day, In Time and Out Time, Save; role 2 also gets Check
// Attendance. Times are picked on the organisation's clock and sent as instants. Administrators may
// choose another employee and then the day too.
export const MarkAttendanceForm = ({ me }: { me: CurrentEmployee }) => {
  const toast = useToast();
  const timeZone = me.organization.timeZone;
  const isAdministrator = isAdmin(me.roleId);
  const self: EmployeeOption = { id: me.id, name: me.name, employeeCode: me.employeeCode };
  const [employee, setEmployee] = useState<EmployeeOption>(self);
  const isOther = employee.id !== me.id;
  const [chosenDate, setChosenDate] = useState('');
  const today = useAttendanceToday(isOther ? employee.id : null, isOther && chosenDate ? chosenDate : null);
  const [inTime, setInTime] = useState('');
  const [outTime, setOutTime] = useState('');
  const [inTimeError, setInTimeError] = useState<string | undefined>();
  // 'in|out' as the last save sent them, until the day's record is fetched again.
  const [savedTimes, setSavedTimes] = useState('');
  const mark = useMarkAttendance();

  // The day shown: the one an administrator chose for another employee, else the current work day.
  const date = (isOther && chosenDate) || today.data?.workDate || '';
  const record = today.data?.record ?? null;
  const canSave = today.data?.canSave ?? false;

  // The pickers show the day's record as stored, and start empty when there is none.
  const storedIn = record ? localTimeOf(new Date(record.inTime), timeZone) : '';
  const storedOut = record?.outTime ? localTimeOf(new Date(record.outTime), timeZone) : '';
  const recordKey = `${employee.id}|${date}|${record?.id}|${record?.inTime}|${record?.outTime}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recordKey stands for the record's fields.
  useEffect(() => {
    setInTime(storedIn);
    setOutTime(storedOut);
    setInTimeError(undefined);
    setSavedTimes('');
  }, [recordKey, timeZone]);
  // Times picked and not saved ask before the screen is left (a saved time, not yet fetched back, is saved).
  const pickedTimes = `${inTime}|${outTime}`;
  const hasUnsavedChanges =
    canSave && pickedTimes !== `${storedIn}|${storedOut}` && pickedTimes !== savedTimes;

  const nowTime = () => localTimeOf(new Date(), timeZone);

  const chooseEmployee = (person: EmployeeOption) => {
    setEmployee(person);
    setChosenDate('');
  };

  const save = useGuardedSubmit(async () => {
    if (!canSave) {
      toast.error(attendanceTexts.alreadyMarked);
      return;
    }
    if (!inTime) {
      setInTimeError(attendanceTexts.inTimeRequired);
      toast.error(attendanceTexts.inTimeRequired);
      return;
    }
    if (!date) return;
    // An in time left as stored goes back exactly as stored (to the millisecond), so the server sees
    // it as unchanged; an out time earlier than the in time is on the next morning (a night shift).
    const inInstant =
      record && localTimeOf(new Date(record.inTime), timeZone) === inTime
        ? record.inTime
        : instantOfLocalTime(date, inTime, timeZone).toISOString();
    const outInstant = outTime
      ? instantOfLocalTime(outTime < inTime ? addDays(date, 1) : date, outTime, timeZone).toISOString()
      : undefined;
    await mark.mutateAsync(
      {
        ...(isOther ? { employeeId: employee.id, workDate: date } : {}),
        inTime: inInstant,
        outTime: outInstant,
      },
      {
        onSuccess: () => {
          setSavedTimes(`${inTime}|${outTime}`);
          toast.success(attendanceTexts.marked, { durationMs: MARKED_TOAST_MS });
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.fieldErrors[0]
              ? error.fieldErrors[0].message
              : errorMessage(error),
          ),
      },
    );
  });

  const isLocked = !canSave || mark.isPending;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <UnsavedChangesPrompt hasUnsavedChanges={hasUnsavedChanges} />
      <Stack spacing={3}>
        {isAdministrator && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <EmployeeSelect label="Employee" value={employee} onChange={chooseEmployee} />
            {isOther && <DateField label="Date" value={date} onChange={setChosenDate} />}
          </Box>
        )}

        {today.isPending ? (
          <Skeleton variant="rounded" height={32} width={260} aria-label="Loading today" />
        ) : today.isError ? (
          <LoadError error={today.error} onRetry={() => today.refetch()} />
        ) : (
          !isOther && (
            <Typography variant="h6" component="p" aria-label="Attendance date">
              {`${formatDayMonthYear(date)} (${weekdayName(date)})`}
            </Typography>
          )
        )}

        {!canSave && today.isSuccess && <Alert severity="info">{attendanceTexts.alreadyMarked}</Alert>}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TimeField
            label="In Time"
            value={inTime}
            onChange={(time) => {
              setInTime(time);
              if (time) setInTimeError(undefined);
            }}
            onNow={() => {
              setInTime(nowTime());
              setInTimeError(undefined);
            }}
            isDisabled={isLocked}
            error={inTimeError}
          />
          <TimeField
            label="Out Time"
            value={outTime}
            onChange={setOutTime}
            onNow={() => setOutTime(nowTime())}
            isDisabled={isLocked}
          />
        </Box>
        {outTime && inTime && outTime < inTime && (
          <Typography variant="body2" color="text.secondary">
            {`The Out Time is on the next day (${formatDayMonthYear(addDays(date, 1))}).`}
          </Typography>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button variant="contained" onClick={() => save()} disabled={isLocked || today.isPending || !date}>
            Save
          </Button>
          {!isAdministrator && (
            <Button variant="outlined" component={RouterLink} to={paths.attendance.getHref()}>
              {attendanceTexts.checkAttendance}
            </Button>
          )}
        </Box>
        {!isOther && canSave && (
          <Typography variant="caption" color="text.secondary">
            {attendancePulseTexts.outsideOwnWindow}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
};
