import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AttendanceRules } from '@pulse/shared/contracts/leaves';
import { leavePulseTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useAttendanceRules } from '../api/get-attendance-rules';
import { useUpdateAttendanceRules } from '../api/update-attendance-rules';
import { SettingsCard } from './settings-card';

// 0 Sunday … 6 Saturday, as the contract counts them.
const WEEKDAYS = [
  { day: 0, short: 'Sun', name: 'Sunday' },
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

// spec B §4 Marked Absent: when the job looks for absentees and which days are working days differ
// between organisations, so each one sets them here.
export const AttendanceRulesCard = () => {
  const rules = useAttendanceRules();
  return (
    <SettingsCard id="attendance-rules" title={leavePulseTexts.attendanceRulesTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {leavePulseTexts.attendanceRulesHint}
      </Typography>
      {rules.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : rules.isError ? (
        <Alert severity="error">{errorMessage(rules.error)}</Alert>
      ) : (
        <AttendanceRulesForm key={JSON.stringify(rules.data)} saved={rules.data} />
      )}
    </SettingsCard>
  );
};

const AttendanceRulesForm = ({ saved }: { saved: AttendanceRules }) => {
  const feedback = useMutationFeedback();
  const update = useUpdateAttendanceRules();
  const [workingDays, setWorkingDays] = useState(saved.workingDays);
  const [absentCheckHour, setAbsentCheckHour] = useState(saved.absentCheckHour);
  const isChanged =
    absentCheckHour !== saved.absentCheckHour ||
    [...workingDays].sort().join() !== [...saved.workingDays].sort().join();

  // A double click on Save sends one request.
  const save = useGuardedSubmit(() =>
    update.mutateAsync(
      { workingDays: [...workingDays].sort((a, b) => a - b), absentCheckHour },
      {
        onSuccess: feedback.onSuccess(leavePulseTexts.attendanceRulesSaved),
        onError: feedback.onError,
      },
    ),
  );

  return (
    <Box>
      <Typography id="working-days-label" variant="subtitle2" sx={{ mb: 1 }}>
        {leavePulseTexts.workingDaysLabel}
      </Typography>
      <ToggleButtonGroup
        value={workingDays}
        onChange={(_event, days: number[]) => setWorkingDays(days)}
        aria-labelledby="working-days-label"
        size="small"
        // MUI's idle toggle text is too faint, and its chosen state too pale, to read at a glance.
        sx={{
          flexWrap: 'wrap',
          mb: 2,
          '& .MuiToggleButton-root': { color: 'text.secondary' },
          '& .MuiToggleButton-root.Mui-selected': {
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            '&:hover': { bgcolor: 'primary.dark' },
          },
        }}
      >
        {WEEKDAYS.map((weekday) => (
          <ToggleButton key={weekday.day} value={weekday.day} aria-label={weekday.name} sx={{ minWidth: 52 }}>
            {weekday.short}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={leavePulseTexts.absentCheckHourLabel}
          value={absentCheckHour}
          onChange={(event) => setAbsentCheckHour(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {HOURS.map((hour) => (
            <MenuItem key={hour} value={hour}>
              {hourLabel(hour)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => save()} disabled={!isChanged || update.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
};
