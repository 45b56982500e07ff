import { ContentLayout } from '../../../components/layouts/content-layout';
import { ReportsScreen } from '../../../features/activity/components/reports-screen';
import { SavedReportsPanel } from '../../../features/saved-reports/components/saved-reports-panel';

// The Reports page (spec B §2) with the saved reports beside its filters: Save report keeps the
// filters shown, Open shows a saved one.
export const ReportsRoute = () => (
  <ContentLayout title="Reports">
    <ReportsScreen
      renderSavedReports={({ filters, open }) => <SavedReportsPanel filters={filters} onOpen={open} />}
    />
  </ContentLayout>
);
