import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Policy, PolicyAcknowledgement } from '@pulse/shared/contracts/policies';
import { formatDayIn } from '@pulse/shared/domain/display-format';
import { policyPulseTexts } from '@pulse/shared/spec-texts';
import { useId } from 'react';
import { LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { usePolicyAcknowledgements } from '../api/get-policy-acknowledgements';

const Section = ({
  title,
  people,
  describe,
}: {
  title: string;
  people: PolicyAcknowledgement[];
  describe: (person: PolicyAcknowledgement) => string;
}) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {`${title} (${people.length})`}
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {policyPulseTexts.nobody}
        </Typography>
      ) : (
        <List dense disablePadding>
          {people.map((person) => (
            <ListItem key={person.employeeId} disableGutters>
              <ListItemText primary={person.name} secondary={describe(person)} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

// Administrators: who has and who has not acknowledged the policy's current version.
export const PolicyAcknowledgementsDialog = ({
  policy,
  timeZone,
  onClose,
}: {
  policy: Policy | null;
  timeZone: string;
  onClose: () => void;
}) => {
  const acknowledgements = usePolicyAcknowledgements(policy?.id ?? null);
  const titleId = useId();
  const items = acknowledgements.data?.items ?? [];
  const acknowledged = items.filter((item) => item.acknowledgedAt !== null);
  const pending = items.filter((item) => item.acknowledgedAt === null);
  return (
    <Dialog open={policy !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${policyPulseTexts.acknowledgements}: ${policy?.name ?? ''}`}</DialogTitle>
      <DialogContent>
        {acknowledgements.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {`Version ${acknowledgements.data.version}`}
          </Typography>
        )}
        {acknowledgements.isPending && <LoadingRows label={policyPulseTexts.acknowledgements} height={40} />}
        {acknowledgements.isError && (
          <LoadError error={acknowledgements.error} onRetry={() => void acknowledgements.refetch()} />
        )}
        {acknowledgements.isSuccess && (
          <>
            <Section
              title={policyPulseTexts.acknowledgedSection}
              people={acknowledged}
              describe={(person) =>
                `${person.employeeCode} · ${formatDayIn(person.acknowledgedAt ?? 0, timeZone)}`
              }
            />
            <Section
              title={policyPulseTexts.pendingSection}
              people={pending}
              describe={(person) => person.employeeCode}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
