import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { LeavePerson } from '@pulse/shared/contracts/leaves';
import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useEmployeeDirectory } from '../../../lib/employee-directory';

export type EmployeeOption = LeavePerson;

const SEARCH_DELAY_MS = 300;

const withSelected = (options: EmployeeOption[], selected: readonly EmployeeOption[]) => [
  ...selected.filter((person) => !options.some((option) => option.id === person.id)),
  ...options,
];

const useDirectoryOptions = (isOpen: boolean) => {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const directory = useEmployeeDirectory(query, isOpen);
  return { input, setInput, directory, options: directory.data?.items ?? [] };
};

// One employee, searched on the server as one types (GET /employee-directory): the administrator's
// Employee selector on Mark Your Attendance.
export const EmployeeSelect = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: EmployeeOption;
  onChange: (person: EmployeeOption) => void;
}) => {
  const [isOpen, setIsOpen] = useState(false);
  const { setInput, directory, options } = useDirectoryOptions(isOpen);
  return (
    <Autocomplete
      size="small"
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      options={withSelected(options, [value])}
      value={value}
      disableClearable
      onChange={(_event, person) => onChange(person)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'reset' || reason === 'clear') setInput('');
      }}
      // The server has already filtered by the text typed.
      filterOptions={(candidates) => candidates}
      // The whole name in the field ('Name (code)' was cut short there); in the list the code
      // follows, and a long entry wraps.
      getOptionLabel={(person) => person.name}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ overflowWrap: 'anywhere' }}>
          {`${person.name} (${person.employeeCode})`}
        </Box>
      )}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={directory.isFetching}
      noOptionsText={directory.isFetching ? 'Searching…' : 'No employees found'}
      sx={{ width: { xs: '100%', sm: 380 } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
