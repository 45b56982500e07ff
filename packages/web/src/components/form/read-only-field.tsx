import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type ReadOnlyFieldProps = {
  label: string;
  value: string;
  hint?: string;
  isError?: boolean;
};

// A figure a form shows but nobody types (consumed hours, worked out from tracked time): its label
// over plain text, no input box, so it does not look editable. An <output>, the element for a
// calculated result, named by its label.
export const ReadOnlyField = ({ label, value, hint, isError = false }: ReadOnlyFieldProps) => {
  const id = useId();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block' }}
      >
        {label}
      </Typography>
      <Typography
        component="output"
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        color={isError ? 'error' : 'text.primary'}
        sx={{ display: 'block', fontWeight: 500 }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography id={`${id}-hint`} variant="caption" color={isError ? 'error' : 'text.secondary'}>
          {hint}
        </Typography>
      )}
    </Box>
  );
};
