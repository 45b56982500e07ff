import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ApprovedTimeFigures, ApprovedTimeReport } from '@pulse/shared/contracts/approved-time-report';
import {
  APPROVED_TIME_GROUPS,
  type ApprovedTimeExportFormat,
  type ApprovedTimeGroup,
  approvedTimeTexts as texts,
} from '@pulse/shared/domain/approved-time';
import { formatHoursColonMinutes, formatSignedHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { formatMoney } from '@pulse/shared/domain/number-format';
import { activityTexts } from '@pulse/shared/spec-texts';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';

type ApprovedTimeReportViewProps = {
  report: UseQueryResult<ApprovedTimeReport>;
  groupBy: ApprovedTimeGroup;
  onGroupByChange: (groupBy: ApprovedTimeGroup) => void;
  onExport: (format: ApprovedTimeExportFormat) => void;
  // The format whose file is being built, if any.
  exporting: ApprovedTimeExportFormat | null;
};

const GROUP_NAMES: Record<ApprovedTimeGroup, string> = { employee: texts.employee, project: texts.project };
const EXPORTS: { format: ApprovedTimeExportFormat; label: string }[] = [
  { format: 'xlsx', label: texts.exportXlsx },
  { format: 'csv', label: texts.exportCsv },
];

// Not yet approved keeps its sign when time left an approved week (h:mm alone clamps it to 0); a
// positive figure reads as the time it is, without a '+'.
const notApprovedText = (minutes: number) =>
  minutes < 0 ? formatSignedHoursColonMinutes(minutes) : formatHoursColonMinutes(minutes);

const FigureCells = ({ figures, currency }: { figures: ApprovedTimeFigures; currency: string }) => (
  <>
    <TableCell align="right">{formatHoursColonMinutes(figures.approvedMinutes)}</TableCell>
    <TableCell align="right" sx={figures.notApprovedMinutes < 0 ? { color: 'error.main' } : undefined}>
      {notApprovedText(figures.notApprovedMinutes)}
    </TableCell>
    <TableCell align="right">{formatHoursColonMinutes(figures.totalMinutes)}</TableCell>
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {figures.cost === null ? (
        '—'
      ) : (
        <>
          {formatMoney(figures.cost, currency)}
          {figures.approvedCost !== null && figures.approvedCost !== figures.cost && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {`${formatMoney(figures.approvedCost, currency)} ${texts.approved.toLowerCase()}`}
            </Typography>
          )}
        </>
      )}
    </TableCell>
  </>
);

// The table: a row per employee or project, then the grand total.
const ApprovedTimeTable = ({ data, isFetching }: { data: ApprovedTimeReport; isFetching: boolean }) => {
  const hasNegative = data.rows.some((row) => row.notApprovedMinutes < 0);
  return (
    <Box sx={{ display: 'grid', gap: 1, opacity: isFetching ? 0.6 : 1 }}>
      <Typography variant="body2" color="text.secondary">
        {data.project ? `${texts.caption} Project: ${data.project.name}.` : texts.caption}
        {hasNegative ? ` ${texts.negativeHint}` : ''}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={`${texts.view} by ${GROUP_NAMES[data.groupBy].toLowerCase()}`}>
          <TableHead>
            <TableRow>
              <TableCell>{GROUP_NAMES[data.groupBy]}</TableCell>
              <TableCell align="right">{texts.approved}</TableCell>
              <TableCell align="right">{texts.notApproved}</TableCell>
              <TableCell align="right">{texts.total}</TableCell>
              <TableCell align="right">{`${texts.cost} (${data.currency})`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.id ?? 'no-project'}>
                <TableCell>
                  {row.name}
                  {row.employeeCode && (
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {row.employeeCode}
                    </Typography>
                  )}
                </TableCell>
                <FigureCells figures={row} currency={data.currency} />
              </TableRow>
            ))}
          </TableBody>
          <TableFooter sx={{ '& td': { color: 'text.primary', fontWeight: 600, fontSize: '0.875rem' } }}>
            <TableRow>
              <TableCell>{texts.grandTotal}</TableCell>
              <FigureCells figures={data.grandTotal} currency={data.currency} />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
};

// Reports → Approval: for the page's filters, per employee or per project, the time the weekly
// timesheets show, the part approved and the rest, and its cost in the organisation's currency
// (shared/domain/approved-time.ts); the same table as a file.
export const ApprovedTimeReportView = ({
  report,
  groupBy,
  onGroupByChange,
  onExport,
  exporting,
}: ApprovedTimeReportViewProps) => {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography id="approved-time-group-by" variant="body2">
          {texts.groupBy}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={groupBy}
          onChange={(_event, next: ApprovedTimeGroup | null) => next && onGroupByChange(next)}
          aria-labelledby="approved-time-group-by"
        >
          {APPROVED_TIME_GROUPS.map((group) => (
            <ToggleButton key={group} value={group}>
              {GROUP_NAMES[group]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
          {EXPORTS.map(({ format, label }) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={exporting === format ? <CircularProgress size={16} /> : <DownloadOutlinedIcon />}
              onClick={() => onExport(format)}
              disabled={exporting !== null}
            >
              {label}
            </Button>
          ))}
        </Box>
      </Box>
      {report.isPending ? (
        <Box aria-busy="true" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : report.isError ? (
        <Alert severity="error">{errorMessage(report.error)}</Alert>
      ) : report.data.rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {activityTexts.noRecord}
        </Typography>
      ) : (
        <ApprovedTimeTable data={report.data} isFetching={report.isFetching} />
      )}
    </Box>
  );
};
