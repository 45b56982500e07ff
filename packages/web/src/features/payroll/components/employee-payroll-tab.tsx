import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { SalarySlip } from '@pulse/shared/contracts/payroll';
import { MONTH_IDS, monthName, uploadYearChoices } from '@pulse/shared/domain/salary-slip';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { getSalarySlip, salarySlipPdfHref, useSalarySlipMonths } from '../api/get-salary-slips';
import { SalarySlipDialog } from './salary-slip-dialog';

// Years offered in the tab: the current one and the few before it (older slips are rare to look up).
const TAB_YEAR_COUNT = 5;

type EmployeePayrollTabProps = { employeeId: string | 'me' };

// spec A §2 Payroll tab: a year (default current), the twelve months with 'View Detail'; the slip
// dialog opens only when the month has a slip, else the spec's error toast.
export const EmployeePayrollTab = ({ employeeId }: EmployeePayrollTabProps) => {
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState(currentYear);
  const [openingMonth, setOpeningMonth] = useState<number | null>(null);
  const [slip, setSlip] = useState<SalarySlip | null>(null);
  const months = useSalarySlipMonths(employeeId, year);
  const toast = useToast();
  const withSlip = new Set(months.data?.months ?? []);

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
      {months.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(months.error)}
        </Alert>
      )}
      <Paper variant="outlined">
        <List aria-label={`Salary slips of ${year}`} disablePadding>
          {MONTH_IDS.map((month, index) => (
            <ListItem key={month} divider={index < MONTH_IDS.length - 1} sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText primary={`${monthName(month)} ${year}`} />
              {withSlip.has(month) && (
                <Chip label="Slip available" size="small" color="success" variant="outlined" />
              )}
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
      <SalarySlipDialog
        slip={slip}
        pdfHref={slip ? salarySlipPdfHref(employeeId, slip.year, slip.month) : ''}
        onClose={() => setSlip(null)}
      />
    </Box>
  );
};
