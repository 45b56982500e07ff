import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Figure = { label: string; value: string | number; note?: string };

// A card's few headline numbers, each under its label (a description list, so each number is read
// with its label).
export const FigureList = ({ figures }: { figures: Figure[] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: `repeat(${figures.length}, minmax(0, 1fr))`,
    }}
  >
    {figures.map((figure) => (
      <Box key={figure.label} sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {figure.label}
        </Typography>
        <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
          {figure.value}
        </Typography>
        {figure.note ? (
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
            {figure.note}
          </Typography>
        ) : null}
      </Box>
    ))}
  </Box>
);
