import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TrackerPackage } from '@pulse/shared/contracts/tracker-setup';
import { useState } from 'react';
import {
  INSTALL_PLATFORMS,
  type InstallPlatform,
  type InstallTarget,
  installSteps,
  PLATFORM_LABELS,
} from '../install-steps';
import { trackerPageTexts as texts } from '../tracker-texts';
import { CommandLine } from './command-line';

type InstallInstructionsProps = {
  // null: the server has no package to offer.
  agent: TrackerPackage | null;
  target: Omit<InstallTarget, 'downloadPath'>;
  initialPlatform: InstallPlatform;
};

const tabId = (platform: InstallPlatform) => `tracker-install-tab-${platform}`;
const panelId = (platform: InstallPlatform) => `tracker-install-panel-${platform}`;

// The install steps per operating system, with this server's commands filled in.
export const InstallInstructions = ({ agent, target, initialPlatform }: InstallInstructionsProps) => {
  const [platform, setPlatform] = useState(initialPlatform);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="tracker-install-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="tracker-install-heading" component="h2" variant="h6">
          {texts.installHeading}
        </Typography>
        {agent && <Chip size="small" label={texts.versionLabel(agent.version)} />}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {texts.installIntro}
      </Typography>
      {agent ? (
        <>
          <Tabs
            value={platform}
            onChange={(_, next: InstallPlatform) => setPlatform(next)}
            aria-label={texts.platformTabs}
          >
            {INSTALL_PLATFORMS.map((option) => (
              <Tab
                key={option}
                value={option}
                label={PLATFORM_LABELS[option]}
                id={tabId(option)}
                aria-controls={panelId(option)}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={panelId(platform)} aria-labelledby={tabId(platform)} sx={{ pt: 2 }}>
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {installSteps(platform, { ...target, downloadPath: agent.downloadPath }).map((step) => (
                <Box component="li" key={step.title} sx={{ mb: 2 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {step.title}
                  </Typography>
                  <Typography>{step.text}</Typography>
                  {step.command && <CommandLine command={step.command} />}
                  {step.alternative && (
                    <>
                      <Typography color="text.secondary">{step.alternative.text}</Typography>
                      <CommandLine command={step.alternative.command} />
                    </>
                  )}
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {texts.installScriptsNote}
            </Typography>
          </Box>
        </>
      ) : (
        <Alert severity="warning">{texts.packageNotBuilt}</Alert>
      )}
    </Paper>
  );
};
