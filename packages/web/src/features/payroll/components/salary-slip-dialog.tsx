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
import { type SlipAmountTable, salarySlipSections } from '@pulse/shared/domain/salary-slip-sections';

const AmountRows = ({ table }: { table: SlipAmountTable }) => (
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
      <Typography variant="subtitle2">{table.title}</Typography>
      <Typography variant="subtitle2">{table.amountHeading}</Typography>
    </Box>
    {table.rows.map(({ label, amount }) => (
      <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', px: 1.5, py: 0.5 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2">{amount}</Typography>
      </Box>
    ))}
    <Divider />
    <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1.5, py: 0.75 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {table.total.label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {table.total.amount}
      </Typography>
    </Box>
  </Box>
);

type SalarySlipDialogProps = { slip: SalarySlip | null; pdfHref: string; onClose: () => void };

// spec A §2/§3: the slip laid out like a payslip, with the Download Slip button (SalarySheet.pdf). The
// rows come from salarySlipSections, as the PDF's do.
export const SalarySlipDialog = ({ slip, pdfHref, onClose }: SalarySlipDialogProps) => {
  const isPhone = useMediaQuery('(max-width:600px)');
  if (!slip) return null;
  const sections = salarySlipSections(slip);
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
          {sections.title}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {sections.subtitle}
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
          {sections.details.map(({ label, value }) => (
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
          <AmountRows table={sections.earnings} />
          <AmountRows table={sections.deductions} />
          <AmountRows table={sections.employerContributions} />
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
          <Typography sx={{ fontWeight: 700 }}>{sections.netPay.label}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{sections.netPay.amount}</Typography>
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
