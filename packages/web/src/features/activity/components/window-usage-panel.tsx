import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DayActivity } from '@pulse/shared/contracts/activity';
import { activityTexts, productivityPulseTexts } from '@pulse/shared/spec-texts';
import { ProductivityBar, ProductivityLegend } from '../../../components/productivity/productivity-bar';
import { ProductivityChip } from '../../../components/productivity/productivity-chip';

// The day's focused time by productivity (spec A §1 usage categories), above the applications.
const DayShares = ({ productivity }: { productivity: DayActivity['productivity'] }) => (
  <Box
    component="section"
    aria-label={productivityPulseTexts.dayShare}
    sx={{ display: 'grid', gap: 1, mb: 2 }}
  >
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {productivityPulseTexts.dayShare}
    </Typography>
    <ProductivityBar percents={productivity.percents} />
    <ProductivityLegend percents={productivity.percents} />
  </Box>
);

// spec B §2 window-usage panel, collapsed by default; spec B §9: share of screenshots per application
// title, rounded, sorted descending; where a slot has no screenshot (screenshots Off, ActivityWatch),
// its focused time (windowUsageOfDay). Each application carries the category most of its focused time
// fell in that day (null: Uncategorised).
export const WindowUsagePanel = ({ day }: { day: DayActivity }) => (
  <Accordion variant="outlined" disableGutters>
    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
      <Typography sx={{ fontWeight: 600 }}>Window Usage</Typography>
    </AccordionSummary>
    <AccordionDetails>
      {day.productivity.focusedSeconds > 0 && <DayShares productivity={day.productivity} />}
      {day.windowUsage.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {activityTexts.noScreenshot}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Window usage"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {day.windowUsage.map((usage) => (
            <Box component="li" key={usage.title}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {usage.title}
                  </Typography>
                  <ProductivityChip
                    level={usage.category?.productivity ?? null}
                    label={usage.category?.name ?? productivityPulseTexts.uncategorised}
                  />
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${usage.percent}%`}</Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={usage.percent}
                aria-hidden
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
          ))}
        </Box>
      )}
    </AccordionDetails>
  </Accordion>
);
