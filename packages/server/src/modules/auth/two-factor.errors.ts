import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { defineErrors } from '../../lib/app-error';

// Hardening (two-factor sign-in). At sign-in a wrong code is a 401 like a wrong password; a
// signed-in person's wrong code or password (turning it off) is a 400, which keeps them signed in.
export const twoFactorErrors = defineErrors({
  TWO_FACTOR_CODE_WRONG: { status: 401, title: 'Unauthorized', detail: twoFactorTexts.codeWrong },
  TWO_FACTOR_CODE_REUSED: { status: 401, title: 'Unauthorized', detail: twoFactorTexts.codeReused },
  TWO_FACTOR_CHALLENGE_ENDED: { status: 401, title: 'Unauthorized', detail: twoFactorTexts.challengeEnded },
  TWO_FACTOR_CODE_REQUIRED: {
    status: 401,
    title: 'Unauthorized',
    detail: twoFactorTexts.trackerCodeRequired,
  },
  TWO_FACTOR_ENROLMENT_REQUIRED: {
    status: 403,
    title: 'Forbidden',
    detail: twoFactorTexts.trackerEnrolmentRequired,
  },
  TWO_FACTOR_PROOF_WRONG: { status: 400, title: 'Bad Request', detail: twoFactorTexts.proofWrong },
  TWO_FACTOR_PROOF_REUSED: { status: 400, title: 'Bad Request', detail: twoFactorTexts.codeReused },
  TWO_FACTOR_CONFIRMATION_WRONG: { status: 400, title: 'Bad Request', detail: twoFactorTexts.codeWrong },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, title: 'Conflict', detail: twoFactorTexts.alreadyEnabled },
  TWO_FACTOR_NO_ENROLMENT: { status: 409, title: 'Conflict', detail: twoFactorTexts.noEnrolment },
  TWO_FACTOR_NOT_ENABLED: { status: 409, title: 'Conflict', detail: twoFactorTexts.notEnabled },
  TWO_FACTOR_REQUIRED_BY_ORGANIZATION: {
    status: 409,
    title: 'Conflict',
    detail: twoFactorTexts.cannotTurnOff,
  },
  TWO_FACTOR_RESET_OWN: { status: 409, title: 'Conflict', detail: twoFactorTexts.resetOwn },
});
