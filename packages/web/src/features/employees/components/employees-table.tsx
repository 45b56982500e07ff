import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { EmployeeListColumn, EmployeeListItem } from '@pulse/shared/contracts/employees';
import { EmployeeAvatar } from './employee-avatar';
import { formatLeaves } from './employee-tile';

// Codes, numbers and dates read badly when broken over lines.
const NO_WRAP_COLUMNS = new Set(['employeeCode', 'contactNumber', 'birthday', 'joiningDate']);

type EmployeesTableProps = {
  employees: EmployeeListItem[];
  columns: EmployeeListColumn[];
  onEdit: (employee: EmployeeListItem) => void;
  onDelete: (employee: EmployeeListItem) => void;
};

export const EmployeesTable = ({ employees, columns, onEdit, onDelete }: EmployeesTableProps) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label="Employees">
      <TableHead>
        <TableRow>
          <TableCell>Photo</TableCell>
          <TableCell>Blood Group</TableCell>
          {columns.map((column) => (
            <TableCell key={column.columnKey}>{column.columnName}</TableCell>
          ))}
          <TableCell>Leaves (Total / Taken)</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {employees.map((employee) => (
          <TableRow key={employee.id} hover>
            <TableCell sx={{ width: 56 }}>
              <EmployeeAvatar
                employeeId={employee.id}
                photoVersion={employee.photoVersion}
                name={employee.name}
                size={32}
              />
            </TableCell>
            <TableCell>
              {employee.bloodGroup ? (
                <Chip label={employee.bloodGroup} size="small" variant="outlined" />
              ) : (
                '—'
              )}
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.columnKey}
                sx={NO_WRAP_COLUMNS.has(column.columnKey) ? { whiteSpace: 'nowrap' } : undefined}
              >
                {employee.values[column.columnKey] || '—'}
              </TableCell>
            ))}
            <TableCell>
              {formatLeaves(employee.leaves.total)} / {formatLeaves(employee.leaves.taken)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton aria-label={`Edit ${employee.name}`} onClick={() => onEdit(employee)}>
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={`Delete ${employee.name}`}
                color="error"
                onClick={() => onDelete(employee)}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
