import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EmployeeListColumn, EmployeeListItem } from '@pulse/shared/contracts/employees';
import { formatLeaveCount } from '@pulse/shared/domain/number-format';
import { EmployeeAvatar } from '../../../components/employee-avatar/employee-avatar';
import { shownListValue } from '../list-value';
import { InvitationStatus } from './invitation-status';
import { WrappableText } from './wrappable-text';

type EmployeeTileProps = {
  employee: EmployeeListItem;
  columns: EmployeeListColumn[];
  onEdit: () => void;
  onDelete: () => void;
};

// Name and code are the tile's heading, so the configured columns below skip them.
const HEADING_COLUMNS = new Set(['name', 'employeeCode']);

export const EmployeeTile = ({ employee, columns, onEdit, onDelete }: EmployeeTileProps) => (
  <Paper
    component="article"
    variant="outlined"
    aria-label={employee.name}
    sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, position: 'relative', height: '100%' }}
  >
    {employee.bloodGroup && (
      <Chip
        label={employee.bloodGroup}
        size="small"
        color="error"
        variant="outlined"
        aria-label={`Blood group ${employee.bloodGroup}`}
        sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 700 }}
      />
    )}
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 0.5 }}
    >
      <EmployeeAvatar
        employeeId={employee.id}
        photoVersion={employee.photoVersion}
        name={employee.name}
        size={64}
      />
      {/* A long name wraps between words; a single word too long for the tile breaks rather than overflows. */}
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, mt: 1, maxWidth: '100%', overflowWrap: 'break-word', lineHeight: 1.3 }}
      >
        {employee.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {employee.employeeCode}
      </Typography>
      <InvitationStatus employee={employee} />
    </Box>
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
    >
      {columns
        .filter((column) => !HEADING_COLUMNS.has(column.columnKey))
        .map((column) => (
          <Box key={column.columnKey} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {column.columnName}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'break-word' }}>
              <WrappableText text={shownListValue(column.columnKey, employee.values[column.columnKey])} />
            </Typography>
          </Box>
        ))}
    </Box>
    <Divider />
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Leaves Status
      </Typography>
      <Box sx={{ display: 'flex', gap: 3 }}>
        <Typography variant="body2">
          Total: <strong>{formatLeaveCount(employee.leaves.total)}</strong>
        </Typography>
        <Typography variant="body2">
          Taken: <strong>{formatLeaveCount(employee.leaves.taken)}</strong>
        </Typography>
      </Box>
    </Box>
    <Box sx={{ display: 'flex', gap: 1, mt: 'auto' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
        onClick={onEdit}
        aria-label={`Edit ${employee.name}`}
        fullWidth
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        onClick={onDelete}
        aria-label={`Delete ${employee.name}`}
        fullWidth
      >
        Delete
      </Button>
    </Box>
  </Paper>
);
