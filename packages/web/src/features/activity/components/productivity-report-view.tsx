import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductivityReport, ProductivityShares } from '@pulse/shared/contracts/productivity';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes, secondsToWholeMinutes } from '@pulse/shared/domain/hours-minutes';
import { PRODUCTIVITY_BUCKETS } from '@pulse/shared/domain/productivity-shares';
import { activityTexts, productivityPulseTexts as texts } from '@pulse/shared/spec-texts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ProductivityBar, ProductivityLegend } from '../../../components/productivity/productivity-bar';
import { BUCKET_LABEL } from '../../../components/productivity/productivity-colors';
import { errorMessage } from '../../../lib/api-error';

const hours = (seconds: number) => formatHoursColonMinutes(secondsToWholeMinutes(seconds));

const HeaderCells = () => (
  <>
    <TableCell align="right">{texts.focusedTime}</TableCell>
    <TableCell sx={{ minWidth: 140 }}>Share</TableCell>
    {PRODUCTIVITY_BUCKETS.map((bucket) => (
      <TableCell key={bucket} align="right">
        {BUCKET_LABEL[bucket]}
      </TableCell>
    ))}
  </>
);

// A row's numbers: the focused time, the stacked bar, then each bucket's share and its time.
const ShareCells = ({ shares }: { shares: ProductivityShares }) => (
  <>
    <TableCell align="right">{hours(shares.focusedSeconds)}</TableCell>
    <TableCell>
      <ProductivityBar percents={shares.percents} />
    </TableCell>
    {PRODUCTIVITY_BUCKETS.map((bucket) => (
      <TableCell key={bucket} align="right" sx={{ whiteSpace: 'nowrap' }}>
        {`${shares.percents[bucket]}%`}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {`(${hours(shares.seconds[bucket])})`}
        </Typography>
      </TableCell>
    ))}
  </>
);

type ReportEmployee = ProductivityReport['employees'][number];

const EmployeeProductivity = ({ employee }: { employee: ReportEmployee }) => (
  <Paper
    component="section"
    variant="outlined"
    aria-label={`${employee.name} productivity`}
    sx={{ p: 2, display: 'grid', gap: 1.5 }}
  >
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {employee.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {employee.employeeCode}
      </Typography>
    </Box>
    <TableContainer>
      <Table size="small" aria-label={`${employee.name} productivity by day`}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <HeaderCells />
          </TableRow>
        </TableHead>
        <TableBody>
          {employee.days.map((day) => (
            <TableRow key={day.date}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonthYear(day.date)}</TableCell>
              <ShareCells shares={day} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { color: 'text.primary', fontWeight: 600, fontSize: '0.875rem' } }}>
          <TableRow>
            <TableCell>Total</TableCell>
            <ShareCells shares={employee.totals} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  </Paper>
);

// Reports → Productivity (spec A §1 usage categories): per employee and day, the focused time and
// its shares by productivity under the organisation's current rules, with totals.
export const ProductivityReportView = ({ report }: { report: UseQueryResult<ProductivityReport> }) => {
  if (report.isPending)
    return (
      <Box aria-busy="true" aria-label="Loading productivity" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  if (report.isError) return <Alert severity="error">{errorMessage(report.error)}</Alert>;
  const data = report.data;
  if (data.employees.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {activityTexts.noRecord}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, opacity: report.isFetching ? 0.6 : 1 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {data.project ? `${texts.reportCaption} Project: ${data.project.name}.` : texts.reportCaption}
        </Typography>
        <ProductivityLegend />
      </Box>
      {data.employees.map((employee) => (
        <EmployeeProductivity key={employee.employeeId} employee={employee} />
      ))}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Productivity grand total">
          <TableHead>
            <TableRow>
              <TableCell />
              <HeaderCells />
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Grand Total</TableCell>
              <ShareCells shares={data.grandTotal} />
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
