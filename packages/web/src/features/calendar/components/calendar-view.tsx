import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { useCalendarAbsences } from '../api/get-calendar-absences';
import { useCalendarDepartments, useCalendarProjects } from '../api/get-calendar-filter-options';
import { type CalendarViewKind, monthLabel, shortDayLabel, stepAnchor, weeksOf } from '../calendar-days';
import { CalendarDayList } from './calendar-day-list';
import { CalendarGrid } from './calendar-grid';

export type CalendarPlace = {
  anchor: string;
  view: CalendarViewKind;
  departmentId: string;
  projectId: string;
};

type CalendarViewProps = {
  place: CalendarPlace;
  onPlaceChange: (place: CalendarPlace) => void;
  today: string;
  isAdmin: boolean;
  // The Subscribe button and its dialog, composed by the page.
  actions?: React.ReactNode;
};

// The team calendar: who is away by month or week, filtered by department (administrators) and
// project team; a list of days on a phone.
export const CalendarView = ({ place, onPlaceChange, today, isAdmin, actions }: CalendarViewProps) => {
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const weeks = weeksOf(place.anchor, place.view);
  const days = weeks.flat();
  const from = days[0] ?? place.anchor;
  const to = days[days.length - 1] ?? place.anchor;
  const absences = useCalendarAbsences({
    from,
    to,
    departmentId: place.departmentId || undefined,
    projectId: place.projectId || undefined,
  });
  const projects = useCalendarProjects();
  const departments = useCalendarDepartments(isAdmin);
  const change = (next: Partial<CalendarPlace>) => onPlaceChange({ ...place, ...next });
  const entries = absences.data ?? [];
  const hasLeaves = entries.some((entry) => entry.kind === 'leave');
  const title =
    place.view === 'month' ? monthLabel(place.anchor) : `${shortDayLabel(from)} – ${shortDayLabel(to)}`;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label="Previous"
          onClick={() => change({ anchor: stepAnchor(place.anchor, place.view, -1) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => change({ anchor: today })}>
          Today
        </Button>
        <IconButton
          aria-label="Next"
          onClick={() => change({ anchor: stepAnchor(place.anchor, place.view, 1) })}
        >
          <ChevronRightIcon />
        </IconButton>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 160 }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={place.view}
          onChange={(_, view: CalendarViewKind | null) => view && change({ view })}
          aria-label="View"
        >
          <ToggleButton value="month">Month</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        {actions}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {isAdmin && (
          <TextField
            select
            size="small"
            label="Department"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            value={place.departmentId}
            onChange={(event) => change({ departmentId: event.target.value })}
            sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            <MenuItem value="">All departments</MenuItem>
            {(departments.data ?? []).map((department) => (
              <MenuItem key={department.id} value={department.id}>
                {department.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label="Project team"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={place.projectId}
          onChange={(event) => change({ projectId: event.target.value })}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {(projects.data ?? []).map((project) => (
            <MenuItem key={project.id} value={project.id}>
              {project.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {absences.isPending ? (
        <LoadingRows label="Loading the calendar" height={96} />
      ) : absences.isError ? (
        <LoadError error={absences.error} onRetry={() => absences.refetch()} />
      ) : (
        <>
          {!hasLeaves && <Alert severity="info">Nobody is away in this {place.view}.</Alert>}
          {isPhone ? (
            <CalendarDayList days={days} entries={entries} />
          ) : (
            <CalendarGrid
              weeks={weeks}
              entries={entries}
              month={place.view === 'month' ? place.anchor : undefined}
              today={today}
            />
          )}
        </>
      )}
    </Box>
  );
};
