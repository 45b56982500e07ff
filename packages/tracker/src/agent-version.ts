import trackerPackage from '../package.json' with { type: 'json' };

// This agent's version, sent with every heartbeat: the server tells agents older than its minimum
// (MINIMUM_AGENT_VERSION in @pulse/shared/contracts/tracker-status.ts) to update. It is the package's
// own version, so the file Pulse serves for download and the agent it installs never disagree.
export const AGENT_VERSION: string = trackerPackage.version;
