import { type ReportQuery, reportQuerySchema } from '@pulse/shared/contracts/activity';
import type { ApprovedTimeGroup } from '@pulse/shared/domain/approved-time';
import { useNavigate, useSearchParams } from 'react-router';
import { reportSearchParams } from '../api/get-report';

// The Reports screen's filters as its fields show them: '' is no employee (All) and All projects.
export type ReportFilters = Required<ReportQuery>;
type FilterName = keyof ReportFilters;

const FILTER_NAMES: readonly FilterName[] = ['startDate', 'endDate', 'employeeId', 'projectId'];

// A field changed since the last View goes in the URL under its name with this prefix, beside the
// viewed report's own parameters: the report runs on View only (see useReport), so the two differ
// until then, and a reload or a shared link keeps both.
const EDITED_PREFIX = 'edited.';

// The view shown under the filters: the hours table (spec B §2), Productivity (spec A §1 usage
// categories) or Approval (the weekly timesheets' approved time); in the URL as view=productivity or
// view=approval, the hours table without one.
export const REPORT_VIEWS = ['hours', 'productivity', 'approval'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];
const viewOf = (searchParams: URLSearchParams): ReportView => {
  const view = searchParams.get('view');
  return view === 'productivity' || view === 'approval' ? view : 'hours';
};

// The report viewed: the URL's own parameters, else the defaults the fields show when the page opens
// (spec A §9: the last 7 days; every employee and every project), so the page opens on a report.
const viewedReport = (
  searchParams: URLSearchParams,
  defaultRange: { startDate: string; endDate: string },
): ReportFilters => {
  const query = {
    startDate: searchParams.get('startDate') ?? '',
    endDate: searchParams.get('endDate') ?? '',
    employeeId: searchParams.get('employeeId') ?? '',
    projectId: searchParams.get('projectId') ?? '',
  };
  return reportQuerySchema.safeParse(query).success
    ? query
    : { ...defaultRange, employeeId: '', projectId: '' };
};

// The Reports screen's state, kept only in the URL so that a reload, a shared link and Back and
// Forward show the same report with the same filters: the viewed report, the fields' values and the
// view. Each View and each change of view is a step in the history; a change of a field is not.
export const useReportFilters = (defaultRange: { startDate: string; endDate: string }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const viewed = viewedReport(searchParams, defaultRange);
  const shown = (name: FilterName) => searchParams.get(EDITED_PREFIX + name) ?? viewed[name];
  const filters: ReportFilters = {
    startDate: shown('startDate'),
    endDate: shown('endDate'),
    employeeId: shown('employeeId'),
    projectId: shown('projectId'),
  };
  const view = viewOf(searchParams);
  // The Approval view's grouping, in the URL as groupBy=project (by employee without one).
  const groupBy: ApprovedTimeGroup = searchParams.get('groupBy') === 'project' ? 'project' : 'employee';

  const changeFilter = (name: FilterName, value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        // A field set back to its unchanged value leaves the URL as View left it.
        if (value === viewedReport(previous, defaultRange)[name]) next.delete(EDITED_PREFIX + name);
        else next.set(EDITED_PREFIX + name, value);
        return next;
      },
      // At once, not as a transition: while a large report renders, a transition kept the field's
      // change waiting, and a View pressed meanwhile read the value before it.
      { replace: true, flushSync: true },
    );

  // A new step in the history that holds the query alone: the fields now show the report. The step
  // left behind drops its changed fields first, so Back shows its report with that report's filters.
  const viewReport = async (query: ReportQuery) => {
    const left = new URLSearchParams(searchParams);
    for (const name of FILTER_NAMES) left.delete(EDITED_PREFIX + name);
    if (left.toString() !== searchParams.toString()) {
      await navigate({ search: left.toString() }, { replace: true });
    }
    const next = new URLSearchParams(reportSearchParams(query));
    if (view !== 'hours') next.set('view', view);
    if (groupBy === 'project') next.set('groupBy', groupBy);
    await navigate({ search: next.toString() });
  };

  const changeView = (nextView: ReportView) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (nextView === 'hours') next.delete('view');
      else next.set('view', nextView);
      return next;
    });

  // A step in the history, as a change of view is.
  const changeGroupBy = (nextGroupBy: ApprovedTimeGroup) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (nextGroupBy === 'project') next.set('groupBy', nextGroupBy);
      else next.delete('groupBy');
      return next;
    });

  return { viewed, filters, view, groupBy, changeFilter, viewReport, changeView, changeGroupBy };
};
