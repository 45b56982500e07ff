import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const CompanyPolicyRoute = () => (
  <ContentLayout title="Company Policy">
    <BeingBuilt>Your organisation's policy documents, ready to download.</BeingBuilt>
  </ContentLayout>
);
