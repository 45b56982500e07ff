import { useParams } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths, SETTINGS_KINDS, type SettingsKind } from '../../../config/paths';

const KIND_NAMES: Record<SettingsKind, string> = {
  bank: 'Bank',
  designation: 'Designation',
  department: 'Department',
  shift: 'Shift',
  leaves: 'Leaves',
};

// spec A §2: Back goes to the matching settings tab (Banks 0, Designations 1, Departments 2, Shifts 4,
// Leaves Master 5).
const TAB_OF_KIND: Record<SettingsKind, number> = {
  bank: 0,
  designation: 1,
  department: 2,
  shift: 4,
  leaves: 5,
};

const isSettingsKind = (kind: string | undefined): kind is SettingsKind =>
  SETTINGS_KINDS.some((known) => known === kind);

// /dashboard/settings/{kind}/add-{kind} and /dashboard/settings/{kind}/edit-{kind}/{id}; anything else is unknown.
export const SettingsFormRoute = () => {
  const { kind, action, id } = useParams();
  if (!isSettingsKind(kind) || action !== (id ? `edit-${kind}` : `add-${kind}`)) return <NotFound as="div" />;
  const name = KIND_NAMES[kind];
  return (
    <ContentLayout
      title={`${id ? 'Update' : 'Add'} ${name}`}
      backTo={paths.settings.getHref(TAB_OF_KIND[kind])}
    >
      <BeingBuilt>{`The ${name.toLowerCase()} form with its read-only Id and the fields to save.`}</BeingBuilt>
    </ContentLayout>
  );
};
