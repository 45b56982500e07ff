import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DayActivity, SlotCell, SlotFocus } from '@pulse/shared/contracts/activity';
import { formatHoursColonMinutes, secondsToWholeMinutes } from '@pulse/shared/domain/hours-minutes';
import { localTimeOf, nextDay, previousDay, todayIn } from '@pulse/shared/domain/organization-day';
import { activityPulseTexts, activityTexts, manualTimePulseTexts } from '@pulse/shared/spec-texts';
import { useCallback, useMemo, useState } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { errorMessage } from '../../../lib/api-error';
import { useDayActivity } from '../api/get-day-activity';
import { useTimeSheet } from '../api/get-time-sheet';
import { DeletedScreenshotTile } from './deleted-screenshot-tile';
import { type EmployeeOption, EmployeePicker } from './employee-picker';
import { ManualTimeSection } from './manual-time-section';
import { PausedSpansList } from './paused-spans-list';
import { hasImage, ScreenshotDialog } from './screenshot-dialog';
import { WindowUsagePanel } from './window-usage-panel';

type DayActivityScreenProps = {
  date: string;
  // Employees too step through past days of their own (privacy of the monitored: they see what
  // admins see about them, any day).
  onDateChange: (date: string) => void;
  // Admins choose whose day (by employee code); absent: the caller's own day.
  employeeCode?: string;
  onEmployeeChange?: (employee: EmployeeOption) => void;
  timeZone: string;
  // Where the viewed employee adds offline time: given when the day shown is the caller's own.
  addManualTimeHref?: string;
};

// spec B §2: 4 cells per row on large screens, 2 on a tablet, 1 on a phone.
const SLOT_GRID = {
  display: 'grid',
  gap: 2,
  // minmax(0, …): a long window title in one cell must not widen its column.
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

// spec B §9: red when both counts are 0, yellow under 5 %; the colour tints the cell's frame.
const TILE_BORDER = { red: 'error.main', yellow: 'warning.main', normal: 'divider' } as const;
const TILE_BACKGROUND = {
  red: 'rgba(211, 47, 47, 0.06)',
  yellow: 'rgba(237, 108, 2, 0.08)',
  normal: 'background.paper',
} as const;
const BAR_COLOUR = { red: 'error', yellow: 'warning', normal: 'success' } as const;

const pad = (value: number) => String(value).padStart(2, '0');
export const hourHeading = (hour: number) => `${pad(hour)}:00 – ${pad((hour + 1) % 24)}:00`;

const Thumbnail = ({ src, label }: { src: string; label: string }) => {
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 10',
        bgcolor: 'grey.100',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {!isLoaded && (
        <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
      )}
      <Box
        component="img"
        src={src}
        alt={label}
        loading="lazy"
        onLoad={() => setIsLoaded(true)}
        onError={() => setIsLoaded(true)}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          opacity: isLoaded ? 1 : 0,
          transition: 'opacity 150ms',
        }}
      />
    </Box>
  );
};

// A tracked slot without a screenshot (screenshots Off, an ActivityWatch day): the application focused
// longest, its windows, and how much of the ten minutes was worked.
const FocusedSlotTile = ({
  cell,
  focus,
  formatTime,
}: {
  cell: SlotCell;
  focus: SlotFocus;
  formatTime: (instant: string) => string;
}) => {
  const time = formatTime(cell.slotStart);
  const application = focus.topApplication ?? activityPulseTexts.focusedSlot.noApplication;
  const counts =
    focus.keyPresses + focus.mouseClicks > 0
      ? ` · key strokes ${focus.keyPresses}, mouse strokes ${focus.mouseClicks}`
      : '';
  return (
    <Paper component="article" variant="outlined" aria-label={`${time} ${application}`} sx={{ p: 1.5 }}>
      <Typography variant="caption" component="div" sx={{ mb: 1, fontWeight: 600 }}>
        {time}
      </Typography>
      <Box
        sx={{
          aspectRatio: '16 / 10',
          borderRadius: 1,
          bgcolor: 'grey.100',
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          minWidth: 0,
          overflow: 'hidden',
          // Lines keep their height; what does not fit the tile is cut at its bottom edge.
          '& > *': { flexShrink: 0 },
        }}
      >
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {application}
        </Typography>
        {focus.windowTitles.slice(0, 2).map((title) => (
          <Typography key={title} variant="caption" color="text.secondary" noWrap title={title}>
            {title}
          </Typography>
        ))}
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
          {`${activityPulseTexts.emptySlot[cell.placeholder ?? 'noScreenshot']} · ${activityPulseTexts.focusedSlot.tracked(secondsToWholeMinutes(focus.trackedSeconds))}`}
        </Typography>
      </Box>
      <Tooltip title={`${activityPulseTexts.focusedSlot.worked(focus.workedPercent)}${counts}`}>
        <LinearProgress
          variant="determinate"
          value={focus.workedPercent}
          aria-label={activityPulseTexts.focusedSlot.worked(focus.workedPercent)}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </Tooltip>
    </Paper>
  );
};

const SlotCellView = ({
  cell,
  formatTime,
  onOpen,
}: {
  cell: SlotCell;
  formatTime: (instant: string) => string;
  onOpen: () => void;
}) => {
  const { screenshot } = cell;
  if (!screenshot && cell.focus)
    return <FocusedSlotTile cell={cell} focus={cell.focus} formatTime={formatTime} />;
  if (!screenshot) {
    // spec B §9: a placeholder, named as the day's totals counted its slot (idle only where Idle has it).
    return (
      <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50', borderStyle: 'dashed' }}>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
          {formatTime(cell.slotStart)}
        </Typography>
        <Box
          sx={{
            aspectRatio: '16 / 10',
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            bgcolor: 'grey.100',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2">
            {activityPulseTexts.emptySlot[cell.placeholder ?? 'notTracked']}
          </Typography>
        </Box>
      </Paper>
    );
  }
  const time = formatTime(screenshot.capturedAt);
  const percent = Math.round(screenshot.idlePercent);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        borderColor: TILE_BORDER[screenshot.tile],
        bgcolor: TILE_BACKGROUND[screenshot.tile],
        borderWidth: screenshot.tile === 'normal' ? 1 : 2,
      }}
    >
      <Typography variant="caption" component="div" sx={{ mb: 1, fontWeight: 600 }}>
        {time}
      </Typography>
      {screenshot.thumbnailUrl === null ? (
        <DeletedScreenshotTile />
      ) : (
        <ButtonBase
          onClick={onOpen}
          aria-label={`Open screenshot at ${time}`}
          sx={{ display: 'block', width: '100%', borderRadius: 1 }}
        >
          <Thumbnail src={screenshot.thumbnailUrl} label={`Screenshot at ${time}`} />
        </ButtonBase>
      )}
      <Tooltip title={`Key strokes ${screenshot.keyPresses}, mouse strokes ${screenshot.mouseClicks}`}>
        <LinearProgress
          variant="determinate"
          value={screenshot.idlePercent}
          color={BAR_COLOUR[screenshot.tile]}
          aria-label={`Activity ${percent}%`}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </Tooltip>
    </Paper>
  );
};

const Totals = ({ day }: { day: DayActivity }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 160px))', sm: 'repeat(4, minmax(0, 160px))' },
      gap: 2,
    }}
  >
    {(
      [
        ['Total', day.totals.hoursWorkedMinutes],
        ['Idle', day.totals.idleMinutes],
        ['Actual', day.totals.actualWorkMinutes],
        // Approved offline time (spec A §1), apart from the tracker's figures.
        [manualTimePulseTexts.manualTotal, day.manualTime.totalMinutes],
      ] as const
    ).map(([label, minutes]) => (
      <Paper key={label} variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
          {formatHoursColonMinutes(minutes)}
        </Typography>
      </Paper>
    ))}
  </Box>
);

const LoadingDay = () => (
  <Box aria-busy="true" aria-label="Loading activity" sx={{ display: 'grid', gap: 2 }}>
    <Skeleton variant="rounded" height={72} sx={{ maxWidth: 520 }} />
    <Skeleton variant="text" width={160} />
    <Box sx={SLOT_GRID}>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} variant="rounded" height={170} />
      ))}
    </Box>
  </Box>
);

// spec B §2 "Per-day activity viewer" and §4 load order: the day's totals, its screenshots by hour and
// the applications used, from one request; thumbnails load lazily as they scroll into view.
export const DayActivityScreen = ({
  date,
  onDateChange,
  employeeCode,
  onEmployeeChange,
  timeZone,
  addManualTimeHref,
}: DayActivityScreenProps) => {
  const isAdminView = onEmployeeChange !== undefined;
  const day = useDayActivity({ date, employeeCode });
  // Admins pick among the organisation's active employees (the time sheet's selector options), and
  // the one whose day is shown is always among them, so the selector names whose data this is.
  const team = useTimeSheet({ date, isActive: 'true' }, { enabled: isAdminView });
  const viewed = day.data?.employee;
  const employees = useMemo(() => {
    const options = (team.data?.employees ?? []).map((employee) => ({
      id: employee.employeeId,
      employeeCode: employee.employeeCode,
      name: employee.name,
    }));
    if (viewed && !options.some((option) => option.id === viewed.id)) options.push(viewed);
    return options.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }, [team.data, viewed]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  const formatTime = useCallback((instant: string) => localTimeOf(new Date(instant), timeZone), [timeZone]);

  // The ones with an image: a deleted image has nothing to open.
  const screenshots = useMemo(
    () =>
      (day.data?.hours ?? []).flatMap((hour) =>
        hour.slots.flatMap((cell) => (cell.screenshot && hasImage(cell.screenshot) ? [cell.screenshot] : [])),
      ),
    [day.data],
  );
  const indexOf = new Map(screenshots.map((screenshot, index) => [screenshot.id, index]));

  const selectedEmployee = employees.find(
    (employee) => employee.employeeCode === (employeeCode ?? viewed?.employeeCode),
  );
  // Nobody steps into days still to come.
  const today = todayIn(timeZone, new Date());
  const data = day.data;
  const hasTime = data !== undefined && data.totals.trackedMinutes + data.totals.logOffMinutes > 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Tooltip title="Previous day">
          <IconButton aria-label="Previous day" onClick={() => onDateChange(previousDay(date))}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <DateField
          label="Date"
          value={date}
          max={today}
          onChange={(next) => next && next <= today && onDateChange(next)}
        />
        <Tooltip title={date >= today ? 'Today is the latest day' : 'Next day'}>
          <span>
            <IconButton
              aria-label="Next day"
              disabled={date >= today}
              onClick={() => onDateChange(nextDay(date))}
            >
              <ChevronRightIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Refresh">
          <span>
            <IconButton aria-label="Refresh" onClick={() => day.refetch()} disabled={day.isFetching}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        {isAdminView && employees.length > 0 && (
          <EmployeePicker
            employees={employees}
            value={selectedEmployee?.id ?? null}
            hasAllOption={false}
            onChange={(employee) => employee && onEmployeeChange(employee)}
          />
        )}
      </Box>
      {day.isFetching && !day.isPending && <LinearProgress aria-label="Refreshing" sx={{ height: 2 }} />}

      {day.isPending ? (
        <LoadingDay />
      ) : day.isError ? (
        <Alert severity="error">{errorMessage(day.error)}</Alert>
      ) : data ? (
        <>
          <Totals day={data} />
          {data.pausedIntervals.length > 0 && (
            <PausedSpansList spans={data.pausedIntervals} formatTime={formatTime} />
          )}
          {!hasTime ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {activityTexts.noTimeLog}
            </Typography>
          ) : data.hours.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {activityTexts.noScreenshot}
            </Typography>
          ) : (
            data.hours.map((hour) => (
              <Box component="section" key={hour.hourStart} aria-label={hourHeading(hour.hour)}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                  {hourHeading(hour.hour)}
                </Typography>
                <Box sx={SLOT_GRID}>
                  {hour.slots.map((cell) => (
                    <SlotCellView
                      key={cell.slotStart}
                      cell={cell}
                      formatTime={formatTime}
                      onOpen={() => cell.screenshot && setOpenIndex(indexOf.get(cell.screenshot.id) ?? null)}
                    />
                  ))}
                </Box>
              </Box>
            ))
          )}
          <ManualTimeSection manualTime={data.manualTime} addHref={addManualTimeHref} />
          <WindowUsagePanel day={data} />
        </>
      ) : null}

      <ScreenshotDialog
        screenshots={screenshots}
        index={openIndex}
        onIndexChange={setOpenIndex}
        formatTime={formatTime}
        canDelete={data?.canDeleteScreenshots ?? false}
      />
    </Box>
  );
};
