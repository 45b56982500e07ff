import { SETTINGS_KINDS, type SettingsKind } from '@pulse/shared/paths';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { MasterDataForm } from '../../../features/settings/components/master-data-form';
import { MASTER_DATA_KINDS } from '../../../features/settings/master-data-kinds';

const isSettingsKind = (kind: string | undefined): kind is SettingsKind =>
  SETTINGS_KINDS.some((known) => known === kind);

// /dashboard/settings/{kind}/add-{kind} and /dashboard/settings/{kind}/edit-{kind}/{id}; anything
// else is unknown. The form's own Back button leads to the matching tab (spec A §2).
export const SettingsFormRoute = () => {
  const { kind, action, id } = useParams();
  if (!isSettingsKind(kind) || action !== (id ? `edit-${kind}` : `add-${kind}`)) return <NotFound as="div" />;
  return (
    <ContentLayout title={`${id ? 'Update' : 'Add'} ${MASTER_DATA_KINDS[kind].noun}`}>
      <MasterDataForm key={`${kind}-${id ?? 'new'}`} kind={kind} id={id} />
    </ContentLayout>
  );
};
