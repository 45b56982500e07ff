// spec B §4 project and to-do statuses, and the colours spec B §2 gives the project statuses.

export const PROJECT_STATUS = { toBeStarted: 1, inProgress: 2, onHold: 3, completed: 4 } as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];
export const PROJECT_STATUS_IDS = [1, 2, 3, 4] as const;

export const PROJECT_STATUS_NAMES: Record<ProjectStatus, string> = {
  1: 'To be Started',
  2: 'In Progress',
  3: 'On Hold',
  4: 'Completed',
};

// spec B §2: To be Started amber, In Progress green, On Hold red, Completed blue-grey (Material's
// amber 700, green 700, red 700 and blue-grey 500; the chip picks black or white text by contrast).
export const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  1: '#ffa000',
  2: '#388e3c',
  3: '#d32f2f',
  4: '#607d8b',
};

// spec B §4: to-do statuses 0, 1, 2; the list's filter "All" is 3.
export const TODO_STATUS = { notYetStarted: 0, completed: 1, inProgress: 2 } as const;
export type TodoStatus = (typeof TODO_STATUS)[keyof typeof TODO_STATUS];
export const TODO_STATUS_IDS = [0, 1, 2] as const;
export const TODO_FILTER_ALL = 3;

export const TODO_STATUS_NAMES: Record<TodoStatus, string> = {
  0: 'Not Yet Started',
  1: 'Completed',
  2: 'In Progress',
};

// The filter's options in the spec's order (spec B §2: All, Not Yet Started, Completed, In Progress).
export const TODO_FILTER_OPTIONS = [
  { id: TODO_FILTER_ALL, name: 'All' },
  { id: TODO_STATUS.notYetStarted, name: TODO_STATUS_NAMES[0] },
  { id: TODO_STATUS.completed, name: TODO_STATUS_NAMES[1] },
  { id: TODO_STATUS.inProgress, name: TODO_STATUS_NAMES[2] },
] as const;

// spec B §4: the Mark As Completed checkbox sets the status. Unchecked, a to-do that has had time
// tracked on it is In Progress, otherwise Not Yet Started (Pulse's reading: the spec does not say
// which open status an unchecked to-do gets).
export const todoStatusOf = (isCompleted: boolean, hasTrackedTime: boolean): TodoStatus => {
  if (isCompleted) return TODO_STATUS.completed;
  return hasTrackedTime ? TODO_STATUS.inProgress : TODO_STATUS.notYetStarted;
};

// spec B §3 TimesheetInterval: the spec names the list, not its entries; Pulse offers these three.
export const TIMESHEET_INTERVALS = [
  { id: 1, name: 'Weekly' },
  { id: 2, name: 'Fortnightly' },
  { id: 3, name: 'Monthly' },
] as const;
export type TimesheetInterval = (typeof TIMESHEET_INTERVALS)[number]['id'];
