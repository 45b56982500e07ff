import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { trackingPrivacyTexts } from '@pulse/shared/spec-texts';

// In place of a thumbnail the employee deleted (Settings → Tracking allows it): the slot keeps its
// time and counts, and everyone who looks sees why there is no image.
export const DeletedScreenshotTile = () => (
  <Box
    sx={{
      aspectRatio: '16 / 10',
      display: 'grid',
      placeItems: 'center',
      alignContent: 'center',
      gap: 0.5,
      borderRadius: 1,
      bgcolor: 'grey.100',
      color: 'text.secondary',
      textAlign: 'center',
      px: 1,
    }}
  >
    <HideImageOutlinedIcon aria-hidden />
    <Typography variant="body2">{trackingPrivacyTexts.screenshotDeletedByEmployee}</Typography>
  </Box>
);
