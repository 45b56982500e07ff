import type { DeviceAuth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { findTrackerProjects } from '../projects/project-time';

// What `pulse-tracker project list` offers: the device employee's projects and open to-dos.
export const findDeviceProjects = (deps: Deps, device: DeviceAuth) => findTrackerProjects(deps.db, device);
