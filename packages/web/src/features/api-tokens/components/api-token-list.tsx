import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiToken, ApiTokenList as ApiTokenPage } from '@pulse/shared/contracts/api-tokens';
import { formatDateTimeIn, formatDayIn } from '@pulse/shared/domain/display-format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { apiTokenUiTexts as texts } from './api-token-texts';

type ApiTokenListProps = {
  label: string;
  list: UseQueryResult<ApiTokenPage>;
  timeZone: string;
  // The organisation's list names who created each token.
  showsOwner?: boolean;
};

// Tokens by name with their prefix, scopes, expiry and last use; Revoke after a question.
export const ApiTokenList = ({ label, list, timeZone, showsOwner = false }: ApiTokenListProps) => {
  const revoke = useRevokeApiToken();
  const toast = useToast();
  const feedback = useMutationFeedback();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  if (list.isPending) return <LoadingRows label={`Loading ${label.toLowerCase()}`} height={64} count={1} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState text={texts.empty} />;

  return (
    <>
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.data.items.map((token) => (
          <Paper component="li" key={token.id} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {token.name}{' '}
                  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {`${token.prefix}…`}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {token.scopes.join(', ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    showsOwner ? `Created by ${token.owner.name}` : null,
                    `Expires ${token.expiresAt ? formatDayIn(token.expiresAt, timeZone) : texts.never}`,
                    token.lastUsedAt
                      ? `last used ${formatDateTimeIn(token.lastUsedAt, timeZone)}`
                      : texts.neverUsed,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Button
                size="small"
                color="error"
                aria-label={`${texts.revoke} ${token.name}`}
                onClick={() => setRevoking(token)}
              >
                {texts.revoke}
              </Button>
            </Box>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        title={texts.revoke}
        question={revoking ? texts.revokeQuestion(revoking.name) : ''}
        cancelLabel={texts.cancel}
        confirmLabel={texts.revoke}
        isDestructive
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(texts.revoked);
              setRevoking(null);
            },
            onError: feedback.onError,
          });
        }}
      />
    </>
  );
};
