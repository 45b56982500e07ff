import Stack from '@mui/material/Stack';
import { LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { useTrackerSetup } from '../api/get-tracker-setup';
import type { InstallPlatform, InstallTarget } from '../install-steps';
import { InstallInstructions } from './install-instructions';
import { TrackerPrivacy } from './tracker-privacy';

type TrackerScreenProps = {
  target: Omit<InstallTarget, 'downloadPath'>;
  initialPlatform: InstallPlatform;
};

// The Tracker page's own parts: how to install the agent and what it records.
export const TrackerScreen = ({ target, initialPlatform }: TrackerScreenProps) => {
  const setup = useTrackerSetup();
  if (setup.isPending) return <LoadingRows label="Loading the tracker’s settings" height={96} count={3} />;
  if (setup.isError) return <LoadError error={setup.error} onRetry={() => setup.refetch()} />;
  return (
    <Stack spacing={2}>
      <InstallInstructions agent={setup.data.agent} target={target} initialPlatform={initialPlatform} />
      <TrackerPrivacy setup={setup.data} />
    </Stack>
  );
};
