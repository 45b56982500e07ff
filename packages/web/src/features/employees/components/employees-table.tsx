import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import type { EmployeeListColumn, EmployeeListItem } from '@pulse/shared/contracts/employees';
import { formatLeaveCount } from '@pulse/shared/domain/number-format';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { EmployeeAvatar } from '../../../components/employee-avatar/employee-avatar';
import { shownListValue } from '../list-value';
import { InvitationStatus } from './invitation-status';

// Codes, numbers and dates read badly when broken over lines.
const NO_WRAP_COLUMNS = new Set(['employeeCode', 'contactNumber', 'birthday', 'joiningDate']);

type EmployeesTableProps = {
  employees: EmployeeListItem[];
  columns: EmployeeListColumn[];
  onEdit: (employee: EmployeeListItem) => void;
  onDelete: (employee: EmployeeListItem) => void;
};

export const EmployeesTable = ({ employees, columns, onEdit, onDelete }: EmployeesTableProps) => {
  const tableColumns: DataTableColumn<EmployeeListItem>[] = [
    {
      key: 'photo',
      header: 'Photo',
      width: 56,
      render: (employee) => (
        <EmployeeAvatar
          employeeId={employee.id}
          photoVersion={employee.photoVersion}
          name={employee.name}
          size={32}
        />
      ),
    },
    {
      key: 'bloodGroup',
      header: 'Blood Group',
      render: (employee) =>
        employee.bloodGroup ? <Chip label={employee.bloodGroup} size="small" variant="outlined" /> : '—',
    },
    ...columns.map((column) => ({
      key: column.columnKey,
      header: column.columnName,
      render: (employee: EmployeeListItem) =>
        shownListValue(column.columnKey, employee.values[column.columnKey]),
      noWrap: NO_WRAP_COLUMNS.has(column.columnKey),
    })),
    {
      key: 'invitation',
      header: 'Invitation',
      render: (employee) => (employee.invitationStatus ? <InvitationStatus employee={employee} /> : '—'),
    },
    {
      key: 'leaves',
      header: 'Leaves (Total / Taken)',
      render: (employee) =>
        `${formatLeaveCount(employee.leaves.total)} / ${formatLeaveCount(employee.leaves.taken)}`,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      isRowActions: true,
      render: (employee) => (
        <>
          <IconButton aria-label={`Edit ${employee.name}`} onClick={() => onEdit(employee)}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton aria-label={`Delete ${employee.name}`} color="error" onClick={() => onDelete(employee)}>
            <DeleteOutlinedIcon />
          </IconButton>
        </>
      ),
    },
  ];
  return (
    <DataTable label="Employees" columns={tableColumns} rows={employees} rowKey={(employee) => employee.id} />
  );
};
