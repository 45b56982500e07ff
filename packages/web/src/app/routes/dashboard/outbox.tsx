import { paths } from '@pulse/shared/paths';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { OutboxTable } from '../../../features/outbox/components/outbox-table';
import { useCurrentEmployee } from '../../../lib/current-employee';

// Administrators read the organisation's mail here; without SMTP it is the dev mailbox. The page
// number is kept in the address so Back and refresh keep it.
export const OutboxRoute = () => {
  const me = useCurrentEmployee();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromQuery = Number(searchParams.get('page'));
  const page = Number.isInteger(fromQuery) && fromQuery >= 1 ? fromQuery : 1;
  return (
    <ContentLayout title="Mail Outbox" backTo={paths.settings.getHref()}>
      <OutboxTable
        page={page}
        onPageChange={(next) => setSearchParams({ page: String(next) })}
        timeZone={me.organization.timeZone}
      />
    </ContentLayout>
  );
};
