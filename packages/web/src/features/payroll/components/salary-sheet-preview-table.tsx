import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { SalarySheetIssue, SalarySheetPreview } from '@pulse/shared/contracts/payroll';
import { currencyDecimals, formatQuantity } from '@pulse/shared/domain/number-format';
import { SALARY_SHEET_MONEY_COLUMNS } from '@pulse/shared/domain/salary-slip';
import { useOrganizationCurrency } from '../../../lib/current-employee';

const SUMMARY_LIMIT = 20;

type SalarySheetPreviewTableProps = {
  preview: SalarySheetPreview;
  // Problems the save call reported (same paths as the preview's own).
  extraIssues?: SalarySheetIssue[];
};

const MONEY_COLUMNS = new Set<string>(SALARY_SHEET_MONEY_COLUMNS);

// An amount as the organisation writes money (INR: 36,209.50); ids, account numbers and counts as the
// sheet holds them.
const formatCell = (cell: string | number | null, column: string | undefined, currency: string) => {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  return column !== undefined && MONEY_COLUMNS.has(column)
    ? formatQuantity(cell, currency, currencyDecimals(currency))
    : String(cell);
};

// spec B §2: the header row plus numbered data rows, scrollable both ways; a bad cell is marked in
// place and listed in the summary above the table.
export const SalarySheetPreviewTable = ({ preview, extraIssues = [] }: SalarySheetPreviewTableProps) => {
  const issues = [...preview.errors, ...extraIssues];
  const issueAt = new Map(issues.map((issue) => [issue.path, issue.message]));
  const rowsWithIssue = new Set(issues.map((issue) => issue.row));
  const currency = useOrganizationCurrency();

  return (
    <Box>
      {issues.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          <AlertTitle>
            {issues.length === 1 ? '1 problem' : `${issues.length} problems`} in the sheet — fix them and
            choose the file again
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {issues.slice(0, SUMMARY_LIMIT).map((issue) => (
              <li key={`${issue.path}-${issue.message}`}>
                <strong>{issue.path}</strong>: {issue.message}
              </li>
            ))}
          </Box>
          {issues.length > SUMMARY_LIMIT && `…and ${issues.length - SUMMARY_LIMIT} more.`}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 440 }}>
        <Table stickyHeader size="small" aria-label="Salary sheet preview">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>#</TableCell>
              {preview.header.map((name, index) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional; names may repeat
                  key={index}
                  sx={{
                    fontWeight: 700,
                    whiteSpace: 'nowrap',
                    ...(issueAt.has(`row 1, ${name}`) ? { color: 'error.main' } : {}),
                  }}
                >
                  {name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={preview.header.length + 1}
                  sx={{ textAlign: 'center', color: 'text.secondary' }}
                >
                  The sheet has no data rows.
                </TableCell>
              </TableRow>
            )}
            {preview.rows.map((row, rowIndex) => (
              <TableRow key={row.row} selected={rowsWithIssue.has(row.row)}>
                <TableCell sx={{ color: 'text.secondary' }}>{rowIndex + 1}</TableCell>
                {row.cells.map((cell, index) => {
                  const message = issueAt.get(`row ${row.row}, ${preview.header[index]}`);
                  const content = formatCell(cell, preview.header[index], currency);
                  return (
                    <TableCell
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      key={index}
                      sx={{
                        whiteSpace: 'nowrap',
                        ...(message
                          ? { color: 'error.main', fontWeight: 600, outline: '2px solid', outlineOffset: -2 }
                          : {}),
                      }}
                    >
                      {message ? (
                        <Tooltip title={message}>
                          <span>
                            {content || '—'}
                            <Box component="span" sx={{ display: 'block', fontSize: 11, fontWeight: 400 }}>
                              {message}
                            </Box>
                          </span>
                        </Tooltip>
                      ) : (
                        content
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
