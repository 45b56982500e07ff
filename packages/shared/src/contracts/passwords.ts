import { z } from 'zod';
import {
  CHOSEN_PASSWORD_MAX_LENGTH,
  chosenPasswordSchema,
  chosenPasswordTexts,
} from '../domain/chosen-password';
import { signInBodySchema } from './auth';

// Forgot password, the reset link, and changing one's own password on My Profile.
// The sign-in page's own texts (spec A §5) stay as they are; these are Pulse's.

// How long a reset link works (30 minutes).
export const PASSWORD_RESET_LINK_MINUTES = 30;

export const passwordTexts = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotSubtitle: 'Enter your official e-mail address and we will send you a link to choose a new password.',
  sendLink: 'Send link',
  // The same answer whether or not the address has an account, so it tells nobody who uses Pulse.
  linkSent: `If an account exists for that address, we have sent a link to choose a new password. The link works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  resetSubtitle: 'Use at least 10 characters: a few unrelated words are easy to remember and hard to guess.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  setPassword: 'Set password',
  // Expired, used, superseded by a newer link, or never issued: one message, since the cure is the same.
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  askAgain: 'Ask for a new link',
  passwordSet: 'Your password has been changed. Sign in with your new password.',
  changeTitle: 'Change password',
  currentPassword: 'Current password',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not right',
  changePassword: 'Change password',
  passwordChanged: 'Your password has been changed. Your other sessions and your tracker were signed out.',
  confirmRequired: 'Please enter the new password again',
} as const;

export const forgotPasswordBodySchema = z.object({ email: signInBodySchema.shape.email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

// The token comes from the link's fragment; its own format is checked on the server.
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, passwordTexts.linkInvalid).max(200, passwordTexts.linkInvalid),
  password: chosenPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

// The reset page asks first whether its link still works, so nobody types a password for nothing.
export const resetLinkBodySchema = resetPasswordBodySchema.pick({ token: true });
export type ResetLinkBody = z.input<typeof resetLinkBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string()
    .min(1, passwordTexts.currentPasswordRequired)
    // No password Pulse accepts is longer; an oversized one would only cost a hash.
    .max(CHOSEN_PASSWORD_MAX_LENGTH, passwordTexts.currentPasswordWrong),
  newPassword: chosenPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

// The forms ask for the new password twice; only the browser compares the two.
const confirmation = z.string().min(1, { message: passwordTexts.confirmRequired, abort: true });

export const resetPasswordFormSchema = z
  .object({ password: chosenPasswordSchema, confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: chosenPasswordTexts.mismatch,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordBodySchema.shape.currentPassword,
    newPassword: chosenPasswordSchema,
    confirmPassword: confirmation,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: chosenPasswordTexts.mismatch,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
