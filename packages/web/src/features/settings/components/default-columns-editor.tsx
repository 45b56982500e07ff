import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DefaultColumnItem, defaultColumnsBodySchema } from '@pulse/shared/contracts/settings';
import type { ColumnEntity } from '@pulse/shared/domain/default-columns';
import { settingsTexts } from '@pulse/shared/spec-texts';
import { useEffect, useState } from 'react';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useDefaultColumns } from '../api/get-default-columns';
import { useSaveDefaultColumns } from '../api/save-default-columns';

const ENTITY_TITLES: Record<ColumnEntity, string> = { employee: 'Employee', project: 'Project' };

// spec A §2 Default Columns: the columns an entity's list shows, their names and order.
export const DefaultColumnsTab = () => (
  <Box sx={{ display: 'grid', gap: 4 }}>
    <DefaultColumnsEditor entity="employee" />
    <DefaultColumnsEditor entity="project" />
  </Box>
);

type Row = DefaultColumnItem & { savedName: string };

const DefaultColumnsEditor = ({ entity }: { entity: ColumnEntity }) => {
  const feedback = useMutationFeedback();
  const columns = useDefaultColumns(entity);
  const save = useSaveDefaultColumns(entity);
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const title = ENTITY_TITLES[entity];

  useEffect(() => {
    if (columns.data) setRows(columns.data.map((column) => ({ ...column, savedName: column.columnName })));
  }, [columns.data]);

  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  // A double click on Save sends one request.
  const submit = useGuardedSubmit(async () => {
    const body = {
      columns: rows.map(({ columnKey, columnName, isVisible }) => ({ columnKey, columnName, isVisible })),
    };
    const parsed = defaultColumnsBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<number, string> = {};
      for (const issue of parsed.error.issues) {
        const index = issue.path[1];
        if (typeof index === 'number') found[index] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await save.mutateAsync(parsed.data, {
      onSuccess: feedback.onSuccess(settingsTexts.recordsUpdated),
      onError: feedback.onError,
    });
  });

  return (
    <Box component="section" aria-labelledby={`${entity}-columns-heading`}>
      <Typography id={`${entity}-columns-heading`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {`${title} columns`}
      </Typography>
      {columns.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : columns.isError ? (
        <Alert severity="error">{errorMessage(columns.error)}</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={`${title} columns`}>
              <TableHead>
                <TableRow>
                  <TableCell>Column Name</TableCell>
                  <TableCell>Visible</TableCell>
                  <TableCell align="right">Order</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={row.columnKey}>
                    <TableCell sx={{ minWidth: 180 }}>
                      <TextField
                        size="small"
                        fullWidth
                        value={row.columnName}
                        disabled={!row.isEditable}
                        onChange={(event) => change(index, { columnName: event.target.value })}
                        error={errors[index] !== undefined}
                        helperText={errors[index] ?? (row.isEditable ? undefined : 'Always shown')}
                        slotProps={{
                          htmlInput: { 'aria-label': `Column Name for ${row.savedName}`, maxLength: 50 },
                          // The hint explains why the field is locked, so it must stay readable.
                          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={row.isVisible}
                        disabled={!row.isEditable}
                        onChange={(_event, isVisible) => change(index, { isVisible })}
                        slotProps={{ input: { 'aria-label': `Show ${row.savedName}` } }}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        aria-label={`Move ${row.savedName} up`}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        size="small"
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={`Move ${row.savedName} down`}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, 1)}
                        size="small"
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              aria-label={`Save ${title} columns`}
            >
              Save
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
};
