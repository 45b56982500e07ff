import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCTIVITY_BUCKETS, type ProductivityPercents } from '@pulse/shared/domain/productivity-shares';
import { BUCKET_COLOR, BUCKET_LABEL } from './productivity-colors';

// "Productive 62%, Neutral 18%, Unproductive 5%, Uncategorised 15%": what the bar shows, in words.
const describeShares = (percents: ProductivityPercents) =>
  PRODUCTIVITY_BUCKETS.map((bucket) => `${BUCKET_LABEL[bucket]} ${percents[bucket]}%`).join(', ');

// A stacked bar of the four shares (they add up to 100, or are all 0 when nothing was focused). It is
// an image with the shares in its name: a screen reader reads the numbers, not the segments.
export const ProductivityBar = ({
  percents,
  height = 10,
}: {
  percents: ProductivityPercents;
  height?: number;
}) => (
  <Box
    role="img"
    aria-label={describeShares(percents)}
    sx={{
      display: 'flex',
      width: '100%',
      height,
      borderRadius: height / 2,
      overflow: 'hidden',
      bgcolor: 'grey.100',
    }}
  >
    {PRODUCTIVITY_BUCKETS.map((bucket) =>
      percents[bucket] > 0 ? (
        <Box key={bucket} sx={{ width: `${percents[bucket]}%`, bgcolor: BUCKET_COLOR[bucket] }} />
      ) : null,
    )}
  </Box>
);

// The bar's key: a swatch and a word per bucket, with the share when given.
export const ProductivityLegend = ({ percents }: { percents?: ProductivityPercents }) => (
  <Box
    component="ul"
    aria-hidden
    sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2 }}
  >
    {PRODUCTIVITY_BUCKETS.map((bucket) => (
      <Typography
        key={bucket}
        component="li"
        variant="caption"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <Box
          component="span"
          sx={{
            width: 10,
            height: 10,
            borderRadius: '2px',
            bgcolor: BUCKET_COLOR[bucket],
            display: 'inline-block',
          }}
        />
        {percents ? `${BUCKET_LABEL[bucket]} ${percents[bucket]}%` : BUCKET_LABEL[bucket]}
      </Typography>
    ))}
  </Box>
);
