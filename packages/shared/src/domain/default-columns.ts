// spec A §2/§3 Default Columns: per entity, which columns its list shows, under which name
// (ColumnName) and whether the column is editable. These are the columns an organisation starts
// with; the first one is the employee list's default search column (spec A §9).
export const COLUMN_ENTITIES = ['employee', 'project'] as const;
export type ColumnEntity = (typeof COLUMN_ENTITIES)[number];

export type DefaultColumn = {
  columnKey: string;
  columnName: string;
  isVisible: boolean;
  isEditable: boolean;
};

export const EMPLOYEE_COLUMN_KEYS = [
  'name',
  'employeeCode',
  'designation',
  'department',
  'officialEmail',
  'contactNumber',
  'birthday',
  'joiningDate',
] as const;
export type EmployeeColumnKey = (typeof EMPLOYEE_COLUMN_KEYS)[number];

export const PROJECT_COLUMN_KEYS = ['name', 'status', 'startDate', 'endDate', 'estimatedHours'] as const;
export type ProjectColumnKey = (typeof PROJECT_COLUMN_KEYS)[number];

export const STARTING_COLUMNS: Record<ColumnEntity, DefaultColumn[]> = {
  employee: [
    { columnKey: 'name', columnName: 'Name', isVisible: true, isEditable: false },
    { columnKey: 'employeeCode', columnName: 'Employee Code', isVisible: true, isEditable: false },
    { columnKey: 'designation', columnName: 'Designation', isVisible: true, isEditable: true },
    { columnKey: 'department', columnName: 'Department', isVisible: true, isEditable: true },
    { columnKey: 'officialEmail', columnName: 'Official Email', isVisible: true, isEditable: true },
    { columnKey: 'contactNumber', columnName: 'Contact Number', isVisible: true, isEditable: true },
    { columnKey: 'birthday', columnName: 'Birthday', isVisible: true, isEditable: true },
    { columnKey: 'joiningDate', columnName: 'Joining Date', isVisible: false, isEditable: true },
  ],
  project: [
    { columnKey: 'name', columnName: 'Name', isVisible: true, isEditable: false },
    { columnKey: 'status', columnName: 'Status', isVisible: true, isEditable: false },
    { columnKey: 'startDate', columnName: 'Start Date', isVisible: true, isEditable: true },
    { columnKey: 'endDate', columnName: 'End Date', isVisible: true, isEditable: true },
    { columnKey: 'estimatedHours', columnName: 'Estimated Hours', isVisible: false, isEditable: true },
  ],
};
