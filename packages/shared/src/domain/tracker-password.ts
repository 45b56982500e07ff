// spec A §5: 6 to 10 characters from letters, digits and !@#$%^&*(),.?":{}|<>_-
export const TRACKER_PASSWORD_PATTERN = /^[A-Za-z0-9!@#$%^&*(),.?":{}|<>_-]{6,10}$/;

export const isValidTrackerPassword = (password: string): boolean => TRACKER_PASSWORD_PATTERN.test(password);
