import { isAdmin } from '@pulse/shared/domain/roles';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PolicyList } from '../../../features/policies/components/policy-list';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec B §2 Company policy (roles 1 and 2). `?policy={id}` (paths.companyPolicy, ProBot's citations)
// offers that policy to open.
export const CompanyPolicyRoute = () => {
  const me = useCurrentEmployee();
  const [searchParams] = useSearchParams();
  return (
    <ContentLayout title={policyPulseTexts.header}>
      <PolicyList
        isAdmin={isAdmin(me.roleId)}
        timeZone={me.organization.timeZone}
        linkedPolicyId={searchParams.get('policy') ?? undefined}
      />
    </ContentLayout>
  );
};
