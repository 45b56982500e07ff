import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export type EmployeeOption = { id: string; employeeCode: string; name: string };

type EmployeePickerProps = {
  employees: readonly EmployeeOption[];
  // null: 'All' (or nothing chosen where 'All' is not offered).
  value: string | null;
  onChange: (employee: EmployeeOption | null) => void;
  // spec A §2: 'All' is the first option on the time sheet and in reports; the viewer needs one.
  hasAllOption?: boolean;
  label?: string;
};

const ALL: EmployeeOption = { id: '', employeeCode: '', name: 'All' };

// spec A §2: a searchable employee selector, placeholder 'Search a employee'.
export const EmployeePicker = ({
  employees,
  value,
  onChange,
  hasAllOption = true,
  label = 'Employee',
}: EmployeePickerProps) => {
  const options = hasAllOption ? [ALL, ...employees] : [...employees];
  const selected = options.find((option) => option.id === (value ?? '')) ?? (hasAllOption ? ALL : null);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option && option.id !== '' ? option : null)}
      getOptionLabel={(option) =>
        option.employeeCode ? `${option.name} (${option.employeeCode})` : option.name
      }
      isOptionEqualToValue={(option, current) => option.id === current.id}
      disableClearable={hasAllOption}
      sx={{ width: { xs: '100%', sm: 280 } }}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Search a employee" />}
    />
  );
};
