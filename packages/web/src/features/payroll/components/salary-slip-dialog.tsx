import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SalarySlip } from '@pulse/shared/contracts/payroll';

const money = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const AmountRows = ({
  title,
  rows,
  total,
}: {
  title: string;
  rows: [string, number][];
  total: [string, number];
}) => (
  <Box>
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        bgcolor: 'action.hover',
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
      }}
    >
      <Typography variant="subtitle2">{title}</Typography>
      <Typography variant="subtitle2">Amount (INR)</Typography>
    </Box>
    {rows.map(([label, amount]) => (
      <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', px: 1.5, py: 0.5 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2">{money(amount)}</Typography>
      </Box>
    ))}
    <Divider />
    <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1.5, py: 0.75 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {total[0]}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {money(total[1])}
      </Typography>
    </Box>
  </Box>
);

type SalarySlipDialogProps = { slip: SalarySlip | null; pdfHref: string; onClose: () => void };

// spec A §2/§3: the slip laid out like a payslip, with the Download Slip button (SalarySheet.pdf).
export const SalarySlipDialog = ({ slip, pdfHref, onClose }: SalarySlipDialogProps) => {
  const isPhone = useMediaQuery('(max-width:600px)');
  if (!slip) return null;
  const deductions: [string, number][] = [
    ['ESI Employee (0.75%)', slip.esiEmployeePart],
    ['EPF Employee (12%)', slip.epfEmployeePart],
    ['Professional Tax', slip.professionalTax],
    ['TDS', slip.tds],
    ['Leave Deduction', slip.leaveDeductionAmount],
  ];
  const totalDeductions = Math.round(deductions.reduce((sum, [, amount]) => sum + amount, 0) * 100) / 100;
  const details: [string, string][] = [
    ['Employee Name', slip.employeeName],
    ['Employee ID', slip.employeeNumber],
    ['Department', slip.departmentName ?? '—'],
    ['Designation', slip.designationName ?? '—'],
    ['Days in Month', String(slip.daysInMonth)],
    ['Number of Leaves', String(slip.numberOfLeaves)],
    ['Working Days', String(slip.workingDays)],
    ['Account No', slip.accountNumberMasked ?? '—'],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      aria-labelledby="salary-slip-title"
    >
      <DialogTitle id="salary-slip-title">
        <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 700 }}>
          {slip.organizationName}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          Salary slip for {slip.monthName} {slip.year}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' },
            columnGap: 2,
            rowGap: 1,
            m: 0,
            mb: 3,
          }}
        >
          {details.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <AmountRows
            title="Earnings"
            rows={[
              ['Basic', slip.basicSalary],
              ['HRA', slip.hra],
              ['GA', slip.ga],
              ['Other Allowance', slip.otherAllowance],
              ['Night Shift Allowance', slip.nightShiftAllowance],
              ['Bonus', slip.bonus],
              ['Any Adjustment', slip.anyAdjustment],
            ]}
            total={['Gross Salary', slip.actualSalary]}
          />
          <AmountRows title="Deductions" rows={deductions} total={['Total Deductions', totalDeductions]} />
          <AmountRows
            title="Employer Contributions"
            rows={[
              ['ESI Employer (3.25%)', slip.esiEmployerPart],
              ['EPF Employer (12%)', slip.epfEmployerPart],
            ]}
            total={['Total', Math.round((slip.esiEmployerPart + slip.epfEmployerPart) * 100) / 100]}
          />
        </Box>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            mt: 3,
            p: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Net Salary</Typography>
          <Typography sx={{ fontWeight: 700 }}>INR {money(slip.grossSalary)}</Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<DownloadIcon />} href={pdfHref} download="SalarySheet.pdf">
          Download Slip
        </Button>
      </DialogActions>
    </Dialog>
  );
};
