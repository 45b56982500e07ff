import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../db/seed/demo';
import type { Credentials, Reader } from './fault-load';

// Who makes the load: five demo employees with a tracker agent each, and the two documented demo
// sign-ins reading pages' APIs in the portal (an administrator's lists and an employee's own).

export const AGENT_PEOPLE: readonly Credentials[] = [
  'priya.nair',
  'vikram.singh',
  'neha.kapoor',
  'arjun.rao',
  'sneha.iyer',
].map((name) => ({ email: `${name}@demo.pulse`, password: DEMO_PASSWORD }));

export const ADMIN: Credentials = { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD };
export const EMPLOYEE: Credentials = { email: DEMO_EMPLOYEE_EMAIL, password: DEMO_PASSWORD };

export const PORTAL_READERS: readonly Reader[] = [
  {
    ...ADMIN,
    paths: ['/api/v1/employees', '/api/v1/leaves/for-approval', '/api/v1/notifications', '/api/v1/news'],
  },
  { ...EMPLOYEE, paths: ['/api/v1/me', '/api/v1/leaves/mine', '/api/v1/todos', '/api/v1/projects'] },
];
