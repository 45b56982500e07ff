import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMyApiTokens } from '../api/get-my-api-tokens';
import { useOrganizationApiTokens } from '../api/get-organization-api-tokens';
import { ApiTokenList } from './api-token-list';
import { apiTokenUiTexts as texts } from './api-token-texts';
import { CreateApiTokenDialog } from './create-api-token-dialog';

// My Profile's "API tokens": everyone's personal tokens, and for administrators the
// organisation's too. Kept in the profile rather than Settings so that every employee reaches it.
export const ApiTokensCard = ({
  isAdministrator,
  timeZone,
}: {
  isAdministrator: boolean;
  timeZone: string;
}) => {
  const mine = useMyApiTokens();
  const organization = useOrganizationApiTokens(isAdministrator);
  const [isCreating, setIsCreating] = useState(false);
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 2 }}
      aria-label={texts.title}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {texts.title}
        </Typography>
        <Button type="button" variant="contained" onClick={() => setIsCreating(true)}>
          {texts.create}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {texts.personalHeading}
      </Typography>
      <ApiTokenList label={texts.personalHeading} list={mine} timeZone={timeZone} />
      {isAdministrator && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3 }}>
            {texts.organizationHeading}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {texts.organizationIntro}
          </Typography>
          <ApiTokenList
            label={texts.organizationHeading}
            list={organization}
            timeZone={timeZone}
            showsOwner
          />
        </>
      )}
      {isCreating && (
        <CreateApiTokenDialog
          canCreateOrganizationTokens={isAdministrator}
          onClose={() => setIsCreating(false)}
        />
      )}
    </Paper>
  );
};
