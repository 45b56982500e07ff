import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { EmployeeListItem } from '@pulse/shared/contracts/employees';
import {
  canResendInvitation,
  INVITATION_STATUS_LABELS,
  type InvitationStatus as Status,
} from '@pulse/shared/domain/invitation-status';
import { invitationTexts } from '@pulse/shared/spec-texts';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useResendInvitation } from '../api/resend-invitation';

const CHIP_COLOR: Record<Status, 'info' | 'success' | 'warning'> = {
  invited: 'info',
  joined: 'success',
  expired: 'warning',
};

// invited / joined / expired, with Resend while the person has not joined. Nothing for
// someone who was given a password.
export const InvitationStatus = ({ employee }: { employee: EmployeeListItem }) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const resend = useResendInvitation();
  const status = employee.invitationStatus;
  if (!status) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={CHIP_COLOR[status]}
        label={INVITATION_STATUS_LABELS[status]}
      />
      {canResendInvitation(status) && (
        <Button
          size="small"
          disabled={resend.isPending}
          aria-label={`Resend invitation to ${employee.name}`}
          onClick={() =>
            resend.mutate(employee.id, {
              onSuccess: () => toast.success(invitationTexts.resent),
              onError: feedback.onError,
            })
          }
        >
          {invitationTexts.resend}
        </Button>
      )}
    </Box>
  );
};
