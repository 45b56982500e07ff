import { paths } from '@pulse/shared/paths';
import { trackingPrivacyTexts } from '@pulse/shared/spec-texts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { AuditScreen } from '../../../features/audit/components/audit-screen';
import { useCurrentEmployee } from '../../../lib/current-employee';

// Administrators read the audit trail here; Back returns to Settings → Tracking, where it is reached.
const TRACKING_TAB = 6;

export const AuditRoute = () => {
  const me = useCurrentEmployee();
  return (
    <ContentLayout title={trackingPrivacyTexts.auditHeading} backTo={paths.settings.getHref(TRACKING_TAB)}>
      <AuditScreen timeZone={me.organization.timeZone} />
    </ContentLayout>
  );
};
