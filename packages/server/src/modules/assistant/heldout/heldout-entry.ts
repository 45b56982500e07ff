import type { Fact } from '../../../test-support/answer-facts';

// One question of ProBot's held-out set (heldout-set.ts). The set was written without reading
// ProBot's router, answers or golden set, from the spec, the demo data and the policy texts only, and
// is never edited to make ProBot pass: it measures understanding, the golden set guards regressions.
//
// 'employee' is Rahul Mehta (employee@demo.pulse), 'admin' Asha Verma (admin@demo.pulse), 'other-admin'
// the administrator of a second organisation, who must find nothing of the demo's. Every question is
// asked on the demo seed with its tracked history at the test clock: Monday 2 March 2026, 14:30 in
// the organisation's zone (Asia/Kolkata).
export type HeldOutAsker = 'employee' | 'admin' | 'other-admin';

export type HeldOutCategory =
  | 'employee-self-service'
  | 'admin-organisation'
  | 'policy'
  | 'must-refuse'
  | 'follow-up'
  | 'multi-part';

export type HeldOutEntry = {
  asker: HeldOutAsker;
  category: HeldOutCategory;
  // Questions asked just before, in the same conversation (a follow-up's context).
  before?: string[];
  question: string;
  // What a right answer shows, every one of them (text, links or quoted passages).
  expect: Fact[];
  // What the answer must never show (a colleague's data the asker may not see).
  forbid?: Fact[];
  // A right answer refuses or says it cannot answer; `expect` then lists nothing.
  refuse?: boolean;
  // Where the truth comes from (a page, an API answer, a policy's sentence), for a reviewer.
  source: string;
};
