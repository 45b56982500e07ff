import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@pulse/shared/paths';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PayrollUploadForm } from '../../../features/payroll/components/payroll-upload-form';

// Year and month come from the query (?year=&month=) so a refresh keeps the screen.
export const EditPayrollRoute = () => {
  const [searchParams] = useSearchParams();
  const year = Number(searchParams.get('year'));
  const month = Number(searchParams.get('month'));
  const isValid =
    Number.isInteger(year) && year > 1900 && Number.isInteger(month) && month >= 1 && month <= 12;
  return (
    <ContentLayout title="Edit Salary Sheet" backTo={paths.payroll.getHref()}>
      {isValid ? (
        <PayrollUploadForm year={year} month={month} />
      ) : (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={paths.payroll.getHref()}>
              PayRoll management
            </Button>
          }
        >
          Choose a month to edit from the PayRoll management list.
        </Alert>
      )}
    </ContentLayout>
  );
};
