import {
  chosenPasswordSchema,
  chosenPasswordTexts,
  containsPersonalWord,
  personalPasswordWords,
} from '@pulse/shared/domain/chosen-password';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonLanguage from '@zxcvbn-ts/language-common';
import * as englishLanguage from '@zxcvbn-ts/language-en';

// zxcvbn's score: 0–4, where 3 is "safely unguessable" for an online attack (a throttled sign-in).
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
// The dictionaries take ~100 ms to index: built on the first password chosen, not at start-up.
const strengthEstimator = () => {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonLanguage.dictionary, ...englishLanguage.dictionary },
    graphs: commonLanguage.adjacencyGraphs,
    translations: englishLanguage.translations,
  });
  return estimator;
};

// Why a password a person chose for themselves is refused, or null when it may be used.
export const chosenPasswordProblem = (
  password: string,
  person: { name: string; email: string },
): string | null => {
  const length = chosenPasswordSchema.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? chosenPasswordTexts.tooShort;
  if (containsPersonalWord(password, person)) return chosenPasswordTexts.containsOwnName;
  const { score } = strengthEstimator().check(password, personalPasswordWords(person));
  return score < MIN_SCORE ? chosenPasswordTexts.tooCommon : null;
};
