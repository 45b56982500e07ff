// Every text the spec names, verbatim (odd spacing included), defined once for server and web.

export const signInTexts = {
  emailRequired: 'Email  is required',
  emailInvalid: 'Email is not valid',
  passwordRequired: 'password is required',
  success: 'Logged In successfully',
  failure: 'Invalid Email Id or Password or your Organization is not active.',
} as const;

export const employeeTexts = {
  nameRequired: 'Employee Name is required',
  officialEmailRequired: 'Official Email is required',
  officialEmailInvalid: 'email is not valid',
  officialEmailTaken: 'Official email id already exist.',
  trackerPasswordRequired: 'Tracker Password is required',
  trackerPasswordRule: 'Min 6 and max 10 char allowed',
} as const;

export const shellTexts = {
  logoutQuestion: 'Are you sure you want to logout?',
  noNotifications: 'No Notifications!',
} as const;

// Texts Pulse adds where the spec is silent (sign-up, rate limits).
export const pulseTexts = {
  organizationNameRequired: 'Organization Name is required',
  timeZoneInvalid: 'Time zone is not valid',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  organizationCreated: 'Organization created successfully',
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;
