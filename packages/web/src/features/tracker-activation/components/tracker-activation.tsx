import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DeviceAuthorizationRequest,
  deviceAuthorizationTexts,
} from '@pulse/shared/contracts/device-authorization';
import { normalizeUserCode } from '@pulse/shared/domain/device-authorization';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage, isNotFound } from '../../../lib/api-error';
import { useApproveDeviceAuthorization } from '../api/approve-device-authorization';
import { useDenyDeviceAuthorization } from '../api/deny-device-authorization';
import { useDeviceAuthorizationRequest } from '../api/get-device-authorization-request';

// What Node calls the platforms the agent runs on, as people know them.
const PLATFORM_NAMES: Record<string, string> = { linux: 'Linux', darwin: 'macOS', win32: 'Windows' };
const platformName = (platform: string) => PLATFORM_NAMES[platform] ?? platform;

type TrackerActivationProps = {
  // From the link the tracker printed (?code=…), as typed there.
  initialCode: string | null;
  // Who approving signs the tracker in as.
  employeeName: string;
  // The page's way on once the decision is made.
  doneAction: ReactNode;
};

// Sign-in by code (RFC 8628): the employee enters the code the tracker shows (or follows its link),
// sees which computer asked, and approves or denies it.
export const TrackerActivation = ({ initialCode, employeeName, doneAction }: TrackerActivationProps) => {
  const [userCode, setUserCode] = useState<string | null>(() =>
    initialCode === null ? null : normalizeUserCode(initialCode),
  );
  const request = useDeviceAuthorizationRequest(userCode);

  if (userCode === null) return <CodeForm initialCode={initialCode ?? ''} onCode={setUserCode} />;
  if (request.isPending) return <CircularProgress aria-label="Loading the code" sx={{ mx: 'auto' }} />;
  if (request.isError)
    return (
      <Stack spacing={2}>
        <Alert severity={isNotFound(request.error) ? 'warning' : 'error'}>
          {errorMessage(request.error)}
        </Alert>
        <Box>
          <Button variant="outlined" onClick={() => setUserCode(null)}>
            Enter another code
          </Button>
        </Box>
      </Stack>
    );
  return (
    <Decision
      request={request.data}
      employeeName={employeeName}
      doneAction={doneAction}
      onAnotherCode={() => setUserCode(null)}
    />
  );
};

const CodeForm = ({ initialCode, onCode }: { initialCode: string; onCode: (code: string) => void }) => {
  const [typed, setTyped] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeUserCode(typed);
    if (code === null) setError(deviceAuthorizationTexts.userCodeInvalid);
    else onCode(code);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <TextField
          label="Code"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? 'The tracker shows it after pulse-tracker login, like BCDF-GHJK.'}
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="contained">
          Continue
        </Button>
      </Stack>
    </Box>
  );
};

const Decision = ({
  request,
  employeeName,
  doneAction,
  onAnotherCode,
}: {
  request: DeviceAuthorizationRequest;
  employeeName: string;
  doneAction: ReactNode;
  onAnotherCode: () => void;
}) => {
  const approve = useApproveDeviceAuthorization();
  const deny = useDenyDeviceAuthorization();
  const isDeciding = approve.isPending || deny.isPending;
  const failure = approve.error ?? deny.error;

  if (approve.isSuccess || deny.isSuccess)
    return (
      <Stack spacing={2}>
        <Alert severity={approve.isSuccess ? 'success' : 'info'}>
          {approve.isSuccess ? deviceAuthorizationTexts.approved : deviceAuthorizationTexts.denied}
        </Alert>
        <Box>{doneAction}</Box>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Code
        </Typography>
        <Typography
          aria-label="Code"
          sx={{ fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.1em' }}
        >
          {request.userCode}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Computer
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {request.deviceName} ({platformName(request.platform)})
        </Typography>
      </Box>
      <Typography>
        Approve only if you started <strong>pulse-tracker login</strong> on this computer yourself and it
        shows this code. The tracker will then record your work as <strong>{employeeName}</strong>.
      </Typography>
      {failure !== null && <Alert severity="error">{errorMessage(failure)}</Alert>}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" disabled={isDeciding} onClick={() => approve.mutate(request.userCode)}>
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={isDeciding}
          onClick={() => deny.mutate(request.userCode)}
        >
          Deny
        </Button>
        <Button disabled={isDeciding} onClick={onAnotherCode}>
          Enter another code
        </Button>
      </Stack>
    </Stack>
  );
};
