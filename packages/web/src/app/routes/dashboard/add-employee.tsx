import { useParams } from 'react-router';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export const AddEmployeeRoute = () => {
  const { employeeId } = useParams();
  return (
    <ContentLayout
      title={employeeId ? 'Employee Details' : 'Add New Employee'}
      backTo={paths.employees.getHref()}
    >
      <BeingBuilt>
        The employee record in four tabs: general details, documents, appraisals and payroll.
      </BeingBuilt>
    </ContentLayout>
  );
};
