import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const ProfileRoute = () => (
  <ContentLayout title="My Profile">
    <BeingBuilt>
      Your own employee record, read-only: photo, demographic, contact and company details, documents,
      appraisals and salary slips.
    </BeingBuilt>
  </ContentLayout>
);
