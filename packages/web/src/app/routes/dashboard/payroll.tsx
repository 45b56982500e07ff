import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PayrollList } from '../../../features/payroll/components/payroll-list';

// spec B §2: the year defaults to the current one; kept in the address so Back and refresh keep it.
export const PayrollRoute = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromQuery = Number(searchParams.get('year'));
  const year = Number.isInteger(fromQuery) && fromQuery > 1900 ? fromQuery : new Date().getFullYear();
  return (
    <ContentLayout title="PayRoll management">
      <PayrollList
        year={year}
        onYearChange={(next) => setSearchParams({ year: String(next) }, { replace: true })}
      />
    </ContentLayout>
  );
};
