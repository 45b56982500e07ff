import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

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

// Typing matches the name or the employee code.
const filterOptions = createFilterOptions<EmployeeOption>({
  stringify: (option) => `${option.name} ${option.employeeCode}`,
});

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
  // Wide enough for the longest name (plus the field's buttons), so the chosen one shows whole; never
  // wider than the row it sits in.
  const longestName = Math.max(0, ...options.map((option) => option.name.length));
  const width = `min(100%, max(300px, calc(${longestName}ch + 88px)))`;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option && option.id !== '' ? option : null)}
      // The whole name in the field; the code under it in the list, so neither is cut short.
      getOptionLabel={(option) => option.name}
      filterOptions={filterOptions}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {option.name}
            {option.employeeCode && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {option.employeeCode}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      disableClearable={hasAllOption}
      sx={{ width: { xs: '100%', sm: width } }}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Search a employee" />}
    />
  );
};
