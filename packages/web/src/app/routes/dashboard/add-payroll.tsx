import { paths } from '@pulse/shared/paths';
import { useLocation } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PayrollUploadForm } from '../../../features/payroll/components/payroll-upload-form';

// The list passes its year in the router state (spec B §2); a direct visit uses the current year.
export const AddPayrollRoute = () => {
  const state: unknown = useLocation().state;
  const carried = typeof state === 'object' && state !== null && 'year' in state ? Number(state.year) : NaN;
  const year = Number.isInteger(carried) ? carried : new Date().getFullYear();
  return (
    <ContentLayout title="Add Salary Sheet" backTo={`${paths.payroll.getHref()}?year=${year}`}>
      <PayrollUploadForm year={year} />
    </ContentLayout>
  );
};
