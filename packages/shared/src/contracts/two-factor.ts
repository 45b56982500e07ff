import { z } from 'zod';
import { signInResultSchema } from './auth';

// Hardening (two-factor sign-in). The spec has no two-factor screens: these are Pulse's own words.
export const twoFactorTexts = {
  title: 'Two-factor sign-in',
  codeLabel: 'Authentication code',
  recoveryCodeLabel: 'Recovery code',
  codeRequired: 'Enter the code from your authenticator app',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  codeWrong: 'That code is not right. Please try again.',
  // An app shows one code per 30 s and each is taken once: the person waits for the next one.
  codeReused: 'That code has already been used. Wait for your authenticator app to show a new one.',
  challengeEnded: 'This sign-in has expired. Please sign in again.',
  codePrompt: 'Enter the 6-digit code from your authenticator app.',
  recoveryPrompt: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticator: 'Use your authenticator app instead',
  verify: 'Verify',
  backToSignIn: 'Back to sign in',
  enrolmentRequired:
    'Your organization requires two-factor sign-in for administrators. Set it up now to continue.',
  scanPrompt:
    'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
  qrCodeAlt: 'QR code for your authenticator app',
  keyPrompt: 'Can’t scan it? Enter this key in the app instead:',
  turnOn: 'Turn on',
  enabled: 'Two-factor sign-in is on.',
  recoveryCodesTitle: 'Save your recovery codes',
  recoveryCodesPrompt:
    'Each code lets you sign in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.',
  recoveryCodesFileName: 'Pulse recovery codes.txt',
  copy: 'Copy',
  copied: 'Recovery codes copied.',
  download: 'Download',
  continue: 'Continue',
  done: 'Done',
  statusOff:
    'Off. Ask for a code from an authenticator app on your phone as well as your password when you sign in.',
  statusOn: (enabledOn: string, codesLeft: number) =>
    `On since ${enabledOn}. ${codesLeft} of 10 recovery codes left.`,
  requiredByOrganization: 'Your organization requires two-factor sign-in for administrators.',
  setUp: 'Set up',
  cancel: 'Cancel',
  turnOff: 'Turn off',
  turnOffQuestion: 'Turn off two-factor sign-in? Your password alone will sign you in.',
  turnedOff: 'Two-factor sign-in is off.',
  regenerate: 'New recovery codes',
  regenerateQuestion: 'Make new recovery codes? The codes you saved before stop working.',
  proofPrompt: 'To confirm, enter a code from your authenticator app or your password.',
  proofCodeOrPassword: 'Code or password',
  proofRequired: 'Enter a code from your authenticator app or your password',
  proofWrong: 'That code or password is not right.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  noEnrolment: 'Start the set-up again: it was not started or has been replaced.',
  cannotTurnOff:
    'Your organization requires two-factor sign-in for administrators, so it cannot be turned off.',
  trackerEnrolmentRequired:
    'Your organization requires two-factor sign-in for administrators. Sign in to the Pulse portal once to set it up, then sign in here again.',
  trackerCodeRequired:
    'Two-factor sign-in is on for this account: send the code from your authenticator app.',
  adminStatusOn: (enabledOn: string) => `On since ${enabledOn}.`,
  adminStatusOff: 'Off.',
  reset: 'Reset two-factor sign-in',
  resetQuestion: (name: string) =>
    `Reset two-factor sign-in for ${name}? Their authenticator app and recovery codes stop working; they sign in with their password and can set it up again.`,
  resetDone: 'Two-factor sign-in reset.',
  resetOwn: 'Change your own two-factor sign-in on My Profile.',
  notEnabled: 'Two-factor sign-in is not on for this employee.',
  ownNotEnabled: 'Two-factor sign-in is not on.',
  requireForAdmins: 'Require two-factor sign-in for administrators',
  requireForAdminsHint:
    'Administrators who have not set it up are asked to do so at their next sign-in, before they get in.',
  adminsWithout: (count: number) =>
    count === 0
      ? 'Every administrator has two-factor sign-in on.'
      : `${count} ${count === 1 ? 'administrator has' : 'administrators have'} not set it up yet.`,
  policySaved: 'Two-factor sign-in rule saved.',
  securityTab: 'Security',
} as const;

// The opaque token that carries a sign-in from the password to the code (stored hashed, 5 minutes).
const challengeSchema = z.string().min(1).max(200);
const codeSchema = z.string().trim().min(1, twoFactorTexts.codeRequired).max(64);

// The password was right and a code is needed: no session yet.
export const twoFactorRequiredSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: challengeSchema,
});
// The password was right, the organisation requires two-factor of administrators and this one has
// none: they set it up (with this challenge) before the session starts.
export const twoFactorEnrolmentRequiredSchema = z.object({
  twoFactorEnrolmentRequired: z.literal(true),
  challenge: challengeSchema,
});

// What POST /auth/sign-in answers: signed in, or one of the two-factor steps.
export const signInResponseSchema = z.union([
  signInResultSchema,
  twoFactorRequiredSchema,
  twoFactorEnrolmentRequiredSchema,
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const twoFactorSignInBodySchema = z.object({ challenge: challengeSchema, code: codeSchema });
export type TwoFactorSignInBody = z.infer<typeof twoFactorSignInBodySchema>;

export const twoFactorChallengeBodySchema = z.object({ challenge: challengeSchema });
export type TwoFactorChallengeBody = z.infer<typeof twoFactorChallengeBodySchema>;

// A new secret to scan: the QR code as an image data URL, the same secret as text, and its URI.
export const twoFactorEnrolmentSchema = z.object({
  qrCodeDataUrl: z.string().startsWith('data:image/'),
  secret: z.string(),
  otpauthUri: z.string().startsWith('otpauth://'),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorCodeBodySchema = z.object({ code: codeSchema });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;

// Shown once, when two-factor is turned on or the codes are made again.
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

// A sign-in that set two-factor up on the way in: the session, and the recovery codes to save.
export const enrolledSignInResultSchema = signInResultSchema.extend({ recoveryCodes: z.array(z.string()) });
export type EnrolledSignInResult = z.infer<typeof enrolledSignInResultSchema>;

// Turning two-factor off or making new recovery codes asks again who is there: a current code (or a
// recovery code), or the password.
export const twoFactorProofBodySchema = z.object({
  proof: z.string().min(1, twoFactorTexts.proofRequired).max(200),
});
export type TwoFactorProofBody = z.infer<typeof twoFactorProofBodySchema>;

export const twoFactorStatusSchema = z.object({
  isEnabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  // The organisation's rule applies to this person: it cannot be turned off.
  isRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorPolicySchema = z.object({
  isRequiredForAdmins: z.boolean(),
  adminsWithoutTwoFactor: z.number().int().min(0),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

export const twoFactorPolicyBodySchema = z.object({ isRequiredForAdmins: z.boolean() });
export type TwoFactorPolicyBody = z.infer<typeof twoFactorPolicyBodySchema>;

// The tracker's sign-in sends the code with the password (spec A §7's validate-user call has no
// second step); the same rule as the portal's code field.
export const trackerCodeSchema = codeSchema.optional();
