import AddIcon from '@mui/icons-material/Add';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import { getContrastRatio } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ProjectListColumn, ProjectSummary } from '@pulse/shared/contracts/projects';
import { DEFAULT_CURRENCY } from '@pulse/shared/domain/currencies';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import {
  consumedPercent,
  formatConsumedHours,
  formatConsumedMoney,
  isOverEstimate,
} from '@pulse/shared/domain/project-consumption';
import {
  PROJECT_STATUS_COLORS,
  PROJECT_STATUS_IDS,
  PROJECT_STATUS_NAMES,
  type ProjectStatus,
} from '@pulse/shared/domain/project-status';
import { paths } from '@pulse/shared/paths';
import { activityTexts } from '@pulse/shared/spec-texts';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useProjects } from '../api/get-projects';

const PAGE_SIZE = 20;
const ALL = 'all';

type ProjectListProps = {
  isAdmin: boolean;
  // The status filter (undefined: All) and the page are the page's to keep, in the address.
  status: ProjectStatus | undefined;
  page: number;
  onStatusChange: (status: ProjectStatus | undefined) => void;
  onPageChange: (page: number) => void;
};

const isProjectStatus = (value: number): value is ProjectStatus =>
  (PROJECT_STATUS_IDS as readonly number[]).includes(value);

// White where it reaches WCAG AA's 4.5:1 for the chip's small text, black otherwise (white on the
// amber, green and blue-grey does not).
const textOn = (background: string) => (getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : '#000');

// spec B §2: the status with its colour (To be Started amber, In Progress green, On Hold red,
// Completed blue-grey).
const StatusChip = ({ project }: { project: ProjectSummary }) => {
  const background = isProjectStatus(project.status) ? PROJECT_STATUS_COLORS[project.status] : '#757575';
  return (
    <Chip size="small" label={project.statusName} sx={{ bgcolor: background, color: textOn(background) }} />
  );
};

type ConsumptionProps = {
  consumed: number;
  estimate: number;
  measure: string;
  // Hours ('318.0667 h') or money ('₹3,12,725.0000'), in the organisation's currency and grouping.
  amount: (value: number) => string;
};

// spec B §2, §9: consumed against the estimate to 4 decimals, the consumed value red once it exceeds
// the estimate.
const Consumption = ({ consumed, estimate, measure, amount }: ConsumptionProps) => {
  const isOver = isOverEstimate(consumed, estimate);
  return (
    <Box sx={{ minWidth: 150 }}>
      {/* Each figure stays whole; a narrow column breaks the line at the slash. */}
      <Box component="span">
        <Box
          component="span"
          sx={[{ whiteSpace: 'nowrap' }, isOver && { color: 'error.main', fontWeight: 600 }]}
        >
          {amount(consumed)}
        </Box>
        {isOver && (
          <Box component="span" sx={visuallyHidden}>
            {' (over the estimate)'}
          </Box>
        )}
        {' / '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {amount(estimate)}
        </Box>
      </Box>
      <LinearProgress
        variant="determinate"
        value={consumedPercent(consumed, estimate)}
        color={isOver ? 'error' : 'primary'}
        aria-label={`${measure} used of the estimate`}
        sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
      />
    </Box>
  );
};

// The organisation's Default Columns for projects (Settings), each shown its own way.
const serverColumn =
  (currency: string) =>
  (column: ProjectListColumn): DataTableColumn<ProjectSummary> => {
    const base = { key: column.columnKey, header: column.columnName };
    switch (column.columnKey) {
      case 'name':
        return {
          ...base,
          render: (project) => project.name,
          sx: { overflowWrap: 'anywhere', minWidth: 160 },
        };
      case 'status':
        return { ...base, render: (project) => <StatusChip project={project} />, noWrap: true };
      case 'startDate':
        return { ...base, render: (project) => formatDayMonthYear(project.startDate), noWrap: true };
      case 'endDate':
        return { ...base, render: (project) => formatDayMonthYear(project.endDate), noWrap: true };
      case 'estimatedHours':
        return {
          ...base,
          render: (project) => formatConsumedHours(project.estimatedHours, currency),
          align: 'right',
          noWrap: true,
        };
    }
  };

// spec B §2: Edit and the project's to-dos, for administrators only.
const actionsColumn: DataTableColumn<ProjectSummary> = {
  key: 'actions',
  header: 'Action',
  align: 'right',
  isRowActions: true,
  render: (project) => (
    <>
      <Tooltip title="Edit">
        <IconButton
          component={RouterLink}
          to={paths.addProject.getHref(project.id)}
          size="small"
          color="primary"
          aria-label={`Edit ${project.name}`}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="To-dos">
        <IconButton
          component={RouterLink}
          to={paths.todos.getHref(project.id)}
          size="small"
          color="primary"
          aria-label={`To-dos of ${project.name}`}
        >
          <ChecklistOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  ),
};

// spec B §2 Project list: a status filter (All, To be Started, In Progress, On Hold, Completed) and the
// projects with their consumption against the estimates.
export const ProjectList = ({ isAdmin, status, page, onStatusChange, onPageChange }: ProjectListProps) => {
  const projects = useProjects({ ...(status ? { status } : {}), page, pageSize: PAGE_SIZE });
  const currency = projects.data?.currency ?? DEFAULT_CURRENCY;

  const columns: DataTableColumn<ProjectSummary>[] = [
    ...(projects.data?.columns ?? []).map(serverColumn(currency)),
    {
      key: 'consumedHours',
      header: 'Consumed Hours',
      render: (project) => (
        <Consumption
          consumed={project.consumedHours}
          estimate={project.estimatedHours}
          measure="Hours"
          amount={(hours) => formatConsumedHours(hours, currency)}
        />
      ),
    },
    {
      key: 'consumedBudget',
      header: 'Consumed Budget',
      render: (project) => (
        <Consumption
          consumed={project.consumedBudget}
          estimate={project.estimatedBudget}
          measure="Budget"
          amount={(money) => formatConsumedMoney(money, currency)}
        />
      ),
    },
    ...(isAdmin ? [actionsColumn] : []),
  ];

  return (
    <Box>
      <ListToolbar
        actions={
          isAdmin && (
            <Button
              component={RouterLink}
              to={paths.addProject.getHref()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Add Project
            </Button>
          )
        }
      >
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? ALL}
          onChange={(event) => {
            const next = Number(event.target.value);
            onStatusChange(isProjectStatus(next) ? next : undefined);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ALL}>All</MenuItem>
          {PROJECT_STATUS_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {PROJECT_STATUS_NAMES[id]}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label="Projects"
        columns={columns}
        rows={projects.data?.items}
        rowKey={(project) => project.id}
        query={projects}
        emptyText={activityTexts.noRecords}
        minWidth={isAdmin ? 900 : 800}
        paging={
          projects.data && {
            page,
            pageSize: projects.data.pageSize,
            total: projects.data.total,
            onPageChange,
          }
        }
      />
    </Box>
  );
};
