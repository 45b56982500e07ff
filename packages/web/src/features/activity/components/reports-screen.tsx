import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type Report,
  type ReportFileFormat,
  type ReportQuery,
  reportQuerySchema,
} from '@pulse/shared/contracts/activity';
import { type ApprovedTimeExportFormat, approvedTimeTexts } from '@pulse/shared/domain/approved-time';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { defaultReportRange } from '@pulse/shared/domain/report-weeks';
import { activityTexts, productivityPulseTexts } from '@pulse/shared/spec-texts';
import { type ReactNode, useEffect, useMemo } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentEmployee } from '../../../lib/current-employee';
import { useExportApprovedTimeReport } from '../api/export-approved-time-report';
import { useExportAllReports, useExportEmployeeReport } from '../api/export-report';
import { useApprovedTimeReport } from '../api/get-approved-time-report';
import { useProductivityReport } from '../api/get-productivity-report';
import { useProjectChoices } from '../api/get-project-choices';
import { useReport } from '../api/get-report';
import { useTimeSheet } from '../api/get-time-sheet';
import { type ReportView, useReportFilters } from '../hooks/use-report-filters';
import { ApprovedTimeReportView } from './approved-time-report-view';
import { EmployeePicker } from './employee-picker';
import { ExportSplitButton } from './export-split-button';
import { ProductivityReportView } from './productivity-report-view';

type ReportEmployee = Report['employees'][number];
type Minutes = ReportEmployee['totals'];

// spec A §9: file notices last 3 seconds.
const FILE_TOAST_MS = 3000;

const MinuteCells = ({ minutes }: { minutes: Minutes }) => (
  <>
    <TableCell align="right">{formatHoursColonMinutes(minutes.hoursWorkedMinutes)}</TableCell>
    <TableCell align="right">{formatHoursColonMinutes(minutes.idleMinutes)}</TableCell>
    <TableCell align="right">{formatHoursColonMinutes(minutes.actualWorkMinutes)}</TableCell>
    <TableCell align="right">{formatHoursColonMinutes(minutes.manualMinutes)}</TableCell>
  </>
);

// A bar per day: the full bar is hours worked, its dark part actual work. The table below holds the
// same numbers, so the chart is hidden from assistive technology.
const DayBars = ({ employee }: { employee: ReportEmployee }) => {
  const days = employee.weeks.flatMap((week) => week.days);
  const longest = Math.max(60, ...days.map((day) => day.hoursWorkedMinutes));
  return (
    <Box
      aria-hidden
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 140, overflowX: 'auto', pb: 0.5 }}
    >
      {days.map((day) => (
        <Box
          key={day.date}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            minWidth: 44,
            height: '100%',
          }}
        >
          <Typography variant="caption" sx={{ fontSize: 10 }}>
            {formatHoursColonMinutes(day.hoursWorkedMinutes)}
          </Typography>
          <Box
            sx={{ flex: 1, width: 22, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}
          >
            <Box
              sx={{
                height: `${(day.hoursWorkedMinutes / longest) * 100}%`,
                bgcolor: IDLE_COLOR,
                borderRadius: '3px 3px 0 0',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                overflow: 'hidden',
              }}
            >
              <Box
                sx={{
                  height:
                    day.hoursWorkedMinutes > 0
                      ? `${(day.actualWorkMinutes / day.hoursWorkedMinutes) * 100}%`
                      : 0,
                  bgcolor: 'primary.main',
                  borderTop: day.actualWorkMinutes < day.hoursWorkedMinutes ? '1px solid' : 'none',
                  borderColor: 'background.paper',
                }}
              />
            </Box>
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ fontSize: 10, whiteSpace: 'nowrap' }}>
            {formatDayMonthYear(day.date).slice(0, 6)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

// Idle time in a warm amber beside the blue of actual work: two hues, not two shades of one. Each
// keeps 3:1 against the white around it (WCAG 1.4.11), and a white line parts the two segments, since
// amber and blue are close in lightness.
const IDLE_COLOR = 'warning.main';

const EmployeeReport = ({ employee }: { employee: ReportEmployee }) => (
  <Paper
    component="section"
    variant="outlined"
    aria-label={`${employee.name} report`}
    sx={{ p: 2, display: 'grid', gap: 2 }}
  >
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {employee.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {employee.employeeCode}
      </Typography>
    </Box>
    <DayBars employee={employee} />
    <Box sx={{ display: 'flex', gap: 2 }} aria-hidden>
      <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box
          component="span"
          sx={{ width: 10, height: 10, bgcolor: 'primary.main', display: 'inline-block' }}
        />{' '}
        Actual Work
      </Typography>
      <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box component="span" sx={{ width: 10, height: 10, bgcolor: IDLE_COLOR, display: 'inline-block' }} />{' '}
        Idle Time
      </Typography>
    </Box>
    {employee.weeks.map((week) => (
      <TableContainer key={week.week}>
        <Table
          size="small"
          aria-label={`${employee.name} week ${formatDayMonthYear(week.weekStart)} to ${formatDayMonthYear(week.weekEnd)}`}
        >
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell align="right">Hours Worked</TableCell>
              <TableCell align="right">Idle Time</TableCell>
              <TableCell align="right">Actual Work</TableCell>
              <TableCell align="right">Manual Time</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {week.days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{formatDayMonthYear(day.date)}</TableCell>
                <MinuteCells minutes={day} />
              </TableRow>
            ))}
          </TableBody>
          <TableFooter sx={{ '& td': { color: 'text.primary', fontWeight: 600, fontSize: '0.875rem' } }}>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, color: 'text.primary' }}>Weekly Total</TableCell>
              <MinuteCells minutes={week.totals} />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    ))}
  </Paper>
);

// The Project filter's options: the organisation's projects. A project the URL names that the list
// does not hold (still loading, or not the organisation's) stays selectable under the name the report
// gave it, so the field never shows "All projects" over one project's figures.
const projectOptions = (
  choices: readonly { id: string; name: string }[],
  projectId: string,
  viewedProject: Report['project'] | undefined,
) =>
  !projectId || choices.some((choice) => choice.id === projectId)
    ? choices
    : [...choices, { id: projectId, name: viewedProject?.id === projectId ? viewedProject.name : '…' }];

// What the page composes in from another feature (the saved reports): the filters the fields show,
// with their names, and a way to show a report; a range of null keeps the dates shown.
export type ReportsPageSlot = {
  filters: { employee: { id: string; name: string } | null; project: { id: string; name: string } | null };
  open: (report: {
    employeeId: string | null;
    projectId: string | null;
    range: { startDate: string; endDate: string } | null;
  }) => void;
};

// spec B §2 "Reports", §5: per employee and week, with weekly and grand totals; Excel export (and CSV).
// Pulse adds a Project filter: all projects (every tracked minute), or one project's attributed time.
export const ReportsScreen = ({
  renderSavedReports,
}: {
  renderSavedReports?: (slot: ReportsPageSlot) => ReactNode;
}) => {
  const me = useCurrentEmployee();
  const toast = useToast();
  const feedback = useMutationFeedback();
  const initial = useMemo(
    () => defaultReportRange(me.organization.timeZone, new Date()),
    [me.organization.timeZone],
  );
  // The viewed report, the fields and the view live in the URL only (a reload, a shared link, Back);
  // before the first View the report is the one the fields show.
  const {
    viewed,
    filters,
    view: shownView,
    groupBy,
    changeFilter,
    viewReport,
    changeView,
    changeGroupBy,
  } = useReportFilters(initial);
  // '' is no employee (All) and All projects.
  const { startDate, endDate, employeeId, projectId } = filters;

  // The selector's options: every active employee (the time sheet's selector list).
  const team = useTimeSheet({ date: initial.endDate, isActive: 'true' });
  const employees = useMemo(
    () =>
      (team.data?.employees ?? [])
        .map((employee) => ({
          id: employee.employeeId,
          employeeCode: employee.employeeCode,
          name: employee.name,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    [team.data],
  );

  const choices = useProjectChoices();
  const report = useReport(shownView === 'hours' ? viewed : null);
  const productivity = useProductivityReport(shownView === 'productivity' ? viewed : null);
  const approvedTime = useApprovedTimeReport(shownView === 'approval' ? { ...viewed, groupBy } : null);
  const exportApprovedTime = useExportApprovedTimeReport();
  const projects = projectOptions(choices.data ?? [], projectId, report.data?.project);
  const projectName = projects.find((project) => project.id === projectId)?.name;
  const exportOne = useExportEmployeeReport();
  const exportAll = useExportAllReports();

  // spec B §8: an empty report says so.
  // dataUpdatedAt changes on every answer, also when View repeats the same (still empty) range.
  const isEmpty = report.data?.employees.length === 0;
  const answeredAt = report.dataUpdatedAt;
  useEffect(() => {
    if (isEmpty && answeredAt > 0) toast.error(activityTexts.noRecord);
  }, [isEmpty, answeredAt, toast]);

  // The spec's own messages first (start, then end), then Pulse's range checks from the contract.
  const validRange = (): ReportQuery | null => {
    if (!startDate) {
      toast.error(activityTexts.selectStartDate);
      return null;
    }
    if (!endDate) {
      toast.error(activityTexts.selectEndDate);
      return null;
    }
    const query = { startDate, endDate, employeeId, projectId };
    const parsed = reportQuerySchema.safeParse(query);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? activityTexts.noRecord);
      return null;
    }
    return query;
  };

  const view = () => {
    const query = validRange();
    if (!query) return;
    // Each View is a step in the history, so Back returns to the report viewed before.
    if (JSON.stringify(viewed) === JSON.stringify(query))
      void { hours: report, productivity, approval: approvedTime }[shownView].refetch();
    else void viewReport(query);
  };

  const onExport = (format: ReportFileFormat) => {
    const query = validRange();
    if (!query) return;
    if (!employeeId) {
      toast.error(activityTexts.selectEmployee);
      return;
    }
    exportOne.mutate(
      { query: { ...query, employeeId }, projectName, format },
      {
        onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`, { durationMs: FILE_TOAST_MS }),
        onError: feedback.onError,
      },
    );
  };

  const onExportAll = (format: ReportFileFormat) => {
    const query = validRange();
    if (!query) return;
    exportAll.mutate(
      { query, projectName, format },
      {
        onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`, { durationMs: FILE_TOAST_MS }),
        onError: feedback.onError,
      },
    );
  };

  // A saved report: its filters over its range (or the dates shown), viewed as View would.
  const openReport: ReportsPageSlot['open'] = (opened) => {
    const range = opened.range ?? (startDate && endDate ? { startDate, endDate } : initial);
    void viewReport({ ...range, employeeId: opened.employeeId ?? '', projectId: opened.projectId ?? '' });
  };
  const employeeName = employees.find((employee) => employee.id === employeeId)?.name;
  // The Approval view's file: the viewed report (what the table shows), in the chosen format.
  const onExportApprovedTime = (format: ApprovedTimeExportFormat) =>
    exportApprovedTime.mutate(
      { query: { ...viewed, groupBy }, format },
      {
        onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`, { durationMs: FILE_TOAST_MS }),
        onError: feedback.onError,
      },
    );

  const data = report.data;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateField
          label="Start Date"
          value={startDate}
          onChange={(date) => changeFilter('startDate', date)}
        />
        <DateField label="End Date" value={endDate} onChange={(date) => changeFilter('endDate', date)} />
        <EmployeePicker
          employees={employees}
          value={employeeId || null}
          onChange={(employee) => changeFilter('employeeId', employee?.id ?? '')}
        />
        <TextField
          select
          size="small"
          label="Project"
          value={projectId}
          onChange={(event) => changeFilter('projectId', event.target.value)}
          error={choices.isError}
          helperText={choices.isError ? 'Projects could not be loaded.' : undefined}
          // '' is a choice here (All projects), not an empty field: show it, with the label above.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
        >
          <MenuItem value="">All projects</MenuItem>
          {projects.map((project) => (
            <MenuItem key={project.id} value={project.id}>
              {project.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<VisibilityOutlinedIcon />}
            onClick={view}
            disabled={report.isFetching || productivity.isFetching || approvedTime.isFetching}
          >
            View
          </Button>
          <ExportSplitButton
            label="Export"
            formatsLabel="File format for one employee"
            isPending={exportOne.isPending}
            onExport={onExport}
          />
          <ExportSplitButton
            label="Export All"
            formatsLabel="File format for all employees"
            isPending={exportAll.isPending}
            onExport={onExportAll}
          />
        </Box>
      </Box>
      {renderSavedReports?.({
        filters: {
          employee: employeeId ? { id: employeeId, name: employeeName ?? '…' } : null,
          project: projectId ? { id: projectId, name: projectName ?? '…' } : null,
        },
        open: openReport,
      })}
      {exportAll.isPending && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Building the workbook for every employee…
          </Typography>
          <LinearProgress aria-label="Export All progress" />
        </Box>
      )}

      <ToggleButtonGroup
        exclusive
        size="small"
        value={shownView}
        onChange={(_event, next: ReportView | null) => next && changeView(next)}
        aria-label="Report view"
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="hours">{productivityPulseTexts.hoursView}</ToggleButton>
        <ToggleButton value="productivity">{productivityPulseTexts.reportView}</ToggleButton>
        <ToggleButton value="approval">{approvedTimeTexts.view}</ToggleButton>
      </ToggleButtonGroup>

      {shownView === 'productivity' ? (
        <ProductivityReportView report={productivity} />
      ) : shownView === 'approval' ? (
        <ApprovedTimeReportView
          report={approvedTime}
          groupBy={groupBy}
          onGroupByChange={changeGroupBy}
          onExport={onExportApprovedTime}
          exporting={exportApprovedTime.isPending ? (exportApprovedTime.variables?.format ?? null) : null}
        />
      ) : report.isPending ? (
        <Box aria-busy="true" aria-label="Loading report" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : report.isError ? (
        <Alert severity="error">{errorMessage(report.error)}</Alert>
      ) : data && data.employees.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {activityTexts.noRecord}
        </Typography>
      ) : data ? (
        <Box sx={{ display: 'grid', gap: 2, opacity: report.isFetching ? 0.6 : 1 }}>
          {data.project && (
            <Typography variant="body2" color="text.secondary">
              Project: {data.project.name}. Only the time the tracker attributed to this project, and the
              manual time approved for it.
            </Typography>
          )}
          {data.employees.map((employee) => (
            <EmployeeReport key={employee.employeeId} employee={employee} />
          ))}
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Grand total">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="right">Hours Worked</TableCell>
                  <TableCell align="right">Idle Time</TableCell>
                  <TableCell align="right">Actual Work</TableCell>
                  <TableCell align="right">Manual Time</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Grand Total</TableCell>
                  <MinuteCells minutes={data.grandTotal} />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ) : null}
    </Box>
  );
};
