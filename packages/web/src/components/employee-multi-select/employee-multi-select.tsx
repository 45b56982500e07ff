import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { LeavePerson } from '@pulse/shared/contracts/leaves';
import { type Ref, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useEmployeeDirectory } from '../../lib/employee-directory';

type EmployeeMultiSelectProps = {
  label: string;
  placeholder?: string;
  value: LeavePerson[];
  onChange: (people: LeavePerson[]) => void;
  onBlur?: () => void;
  // People who may not be chosen (the applicant as their own manager).
  excludeIds?: readonly string[];
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  isRequired?: boolean;
  size?: 'small' | 'medium';
};

const SEARCH_DELAY_MS = 300;

// Employees chosen by searching the organisation on the server as one types (GET /employee-directory),
// one request per pause in typing.
export const EmployeeMultiSelect = ({
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  excludeIds = [],
  error,
  helperText,
  inputRef,
  isRequired = false,
  size = 'medium',
}: EmployeeMultiSelectProps) => {
  const [input, setInput] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const query = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const directory = useEmployeeDirectory(query, isOpen);
  const options = (directory.data?.items ?? []).filter((person) => !excludeIds.includes(person.id));

  return (
    <Autocomplete
      multiple
      size={size}
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      options={options}
      value={value}
      onChange={(_event, people) => onChange(people)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        // Choosing an option would otherwise clear the search text the user is still refining.
        if (reason !== 'reset') setInput(text);
      }}
      onBlur={onBlur}
      // The server has already filtered by the text typed.
      filterOptions={(candidates) => candidates}
      filterSelectedOptions
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => person.id}
      // Whole names: a long name or code wraps in the list and in its chip instead of
      // being cut to 'Arj…'.
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ overflowWrap: 'anywhere' }}>
          {`${person.name} (${person.employeeCode})`}
        </Box>
      )}
      slotProps={{
        chip: {
          sx: {
            height: 'auto',
            '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
          },
        },
      }}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={directory.isFetching}
      noOptionsText={directory.isFetching ? 'Searching…' : 'No employees found'}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            // The hint ('Type Name of Your Manager') stays readable before the field is focused.
            inputLabel: { ...params.slotProps.inputLabel, ...(placeholder ? { shrink: true } : {}) },
            htmlInput: { ...params.slotProps.htmlInput, ...(isRequired ? { 'aria-required': true } : {}) },
          }}
        />
      )}
    />
  );
};
