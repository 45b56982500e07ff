import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

type YearSelect = {
  // The screen keeps the year (some in the address, so a reload or Back returns to it).
  value: number;
  years: readonly number[];
  onChange: (year: number) => void;
  label?: string;
};

type ListToolbarProps = {
  year?: YearSelect;
  // Controls beside the year, such as a view switch.
  children?: ReactNode;
  // Buttons at the far end, such as Add.
  actions?: ReactNode;
};

// The row above a list: its year and other controls at the start, its actions at the end; wraps on a
// phone.
export const ListToolbar = ({ year, children, actions }: ListToolbarProps) => (
  <Box
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      gap: 2,
      alignItems: 'center',
      justifyContent: 'space-between',
      mb: 2,
    }}
  >
    {year && (
      <TextField
        select
        label={year.label ?? 'Year'}
        size="small"
        // Empty until the year is among the choices (they may still be loading): MUI rejects a value
        // that no option has.
        value={year.years.includes(year.value) ? year.value : ''}
        onChange={(event) => year.onChange(Number(event.target.value))}
        sx={{ minWidth: 140 }}
      >
        {year.years.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
    )}
    {children}
    {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
  </Box>
);
