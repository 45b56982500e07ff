// The landing page's copy (spec A §1 capabilities, A §2 sections).

export type Feature = {
  title: string;
  text: string;
  icon: 'clock' | 'billing' | 'offline' | 'camera' | 'calendar' | 'chart';
};

export const FEATURES: Feature[] = [
  {
    title: 'Automatic Time Tracking',
    text: 'The Pulse tracker records working time in the background from the moment an employee starts, with no timers to remember.',
    icon: 'clock',
  },
  {
    title: 'Cost Calculation & Project Billing',
    text: 'Set an hourly rate per employee and see what every project costs against its budget, ready for billing.',
    icon: 'billing',
  },
  {
    title: 'Offline Time Tracking',
    text: 'Meetings and calls away from the computer are added as productive or unproductive time, and managers approve or deny them.',
    icon: 'offline',
  },
  {
    title: 'Automatic Screenshots',
    text: 'Screenshots at random moments each hour, regular or blurred for privacy, adjustable per employee.',
    icon: 'camera',
  },
  {
    title: 'Work Schedules & Shifts',
    text: 'Define shifts and schedules so attendance, idle time and working hours are measured against the right day.',
    icon: 'calendar',
  },
  {
    title: 'Reports, App & Website Usage',
    text: 'Custom filtered reports, application and website categories, usage limits and blocking of distracting sites.',
    icon: 'chart',
  },
];

export type Outcome = { id: string; title: string; summary: string; points: string[] };

// spec A §2: the four Business Outcomes tabs, in this order and with these names.
export const OUTCOMES: Outcome[] = [
  {
    id: 'productivity',
    title: 'Analyze Workforce Productivity',
    summary:
      'See how the working day is really spent, per employee and per team, without asking anyone to fill in a form.',
    points: [
      'Total, idle and actual working time for every employee, every day',
      'Screenshots and window activity grouped by hour',
      'Trends over any date range in one report',
    ],
  },
  {
    id: 'efficiency',
    title: 'Improve Operational Efficiency',
    summary:
      'Spot the work that overruns before it hurts the budget, and give people their time back from busywork.',
    points: [
      'Consumed hours and budget against each project estimate',
      'To-dos with status and hours per team member',
      'Leaves, attendance and holidays in the same place as the work',
    ],
  },
  {
    id: 'remote',
    title: 'Manage Your Remote Workforce',
    summary: 'Lead people across cities and time zones with the same clarity as a shared office.',
    points: [
      'Each organisation works in its own time zone',
      'Attendance marked by employees, reviewed by administrators',
      'Live news updates and company policies for everyone',
    ],
  },
  {
    id: 'security',
    title: 'Reporting & Enhanced Security',
    summary:
      'Reports you can export and share, on a platform that keeps your people\u2019s data where it belongs.',
    points: [
      'Excel exports of time sheets, attendance and payroll',
      'Sessions in secure cookies, passwords hashed, data separated per organisation',
      'Role-based access: administrators and employees see what is theirs',
    ],
  },
];
