import { isAdmin } from '@pulse/shared/domain/roles';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PolicyList } from '../../../features/policies/components/policy-list';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec B §2 Company policy (roles 1 and 2).
export const CompanyPolicyRoute = () => {
  const me = useCurrentEmployee();
  return (
    <ContentLayout title={policyPulseTexts.header}>
      <PolicyList isAdmin={isAdmin(me.roleId)} timeZone={me.organization.timeZone} />
    </ContentLayout>
  );
};
