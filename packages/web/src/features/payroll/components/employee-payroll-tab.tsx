import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { SalarySlip } from '@pulse/shared/contracts/payroll';
import { MONTH_IDS, monthName, uploadYearChoices } from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { EmptyState, LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { getSalarySlip, salarySlipPdfHref, useSalarySlipMonths } from '../api/get-salary-slips';
import { SalarySlipDialog } from './salary-slip-dialog';

// Years offered in the tab: the current one and the few before it (older slips are rare to look up).
const TAB_YEAR_COUNT = 5;

type EmployeePayrollTabProps = { employeeId: string | 'me' };

// spec A §2 Payroll tab: a year (default current) and its months with 'View Detail'. Only the months
// that have a slip are listed (a month without one, future months included, has nothing to view); the
// spec's error toast stays for a slip that is gone by the time it is opened.
export const EmployeePayrollTab = ({ employeeId }: EmployeePayrollTabProps) => {
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState(currentYear);
  const [openingMonth, setOpeningMonth] = useState<number | null>(null);
  const [slip, setSlip] = useState<SalarySlip | null>(null);
  const months = useSalarySlipMonths(employeeId, year);
  const toast = useToast();
  const withSlip = MONTH_IDS.filter((month) => months.data?.items.includes(month));

  const viewDetail = async (month: number) => {
    setOpeningMonth(month);
    try {
      setSlip(await getSalarySlip(employeeId, year, month));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 404 ? payrollTexts.slipNotAdded : errorMessage(error),
      );
    } finally {
      setOpeningMonth(null);
    }
  };

  return (
    <Box>
      <ListToolbar
        year={{
          value: year,
          years: uploadYearChoices(currentYear).slice(0, TAB_YEAR_COUNT),
          onChange: setYear,
        }}
      />
      {months.isError ? (
        <LoadError error={months.error} onRetry={() => months.refetch()} />
      ) : months.isPending ? (
        <LoadingRows label={`Loading the salary slips of ${year}`} height={48} count={3} />
      ) : withSlip.length === 0 ? (
        <EmptyState text={payrollTexts.noSlipsInYear(year)} />
      ) : (
        <Paper variant="outlined">
          <List aria-label={`Salary slips of ${year}`} disablePadding>
            {withSlip.map((month, index) => (
              <ListItem key={month} divider={index < withSlip.length - 1} sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText primary={`${monthName(month)} ${year}`} />
                <Button
                  size="small"
                  onClick={() => viewDetail(month)}
                  disabled={openingMonth !== null}
                  aria-label={`View Detail ${monthName(month)}`}
                  startIcon={openingMonth === month ? <CircularProgress size={14} /> : undefined}
                >
                  View Detail
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <SalarySlipDialog
        slip={slip}
        pdfHref={slip ? salarySlipPdfHref(employeeId, slip.year, slip.month) : ''}
        onClose={() => setSlip(null)}
      />
    </Box>
  );
};
