// This agent's version, sent with every heartbeat: the server tells agents older than its minimum
// (MINIMUM_AGENT_VERSION in @pulse/shared/contracts/tracker-status.ts) to update. Raise it with every
// release of the agent.
export const AGENT_VERSION = '1.0.0';
