import type { Intent } from './assistant-intent';
import { has, type Question, rangeAsked, SELF } from './question-reading';

// ProBot's reader of what already happened on the records: the months with salary sheets (spec B §2
// Payroll; one's own slips on My Profile) and the appraisals made, promotions among them (spec A §3
// appraisal history). Frames: whose (mine / the organisation), what, which period.

const SHEETS = /\b(salary sheets?|payroll sheets?|payroll files?|payroll|payslips?|salary slips?|slips?)\b/;
const MONTHS =
  /\b(which months?|what months?|for which|months? (have|has|with|are|is)|uploaded|upload|available|generated|released)\b/;

export const salarySheetMonthsIntent = (question: Question): Intent | null => {
  if (!has(question, SHEETS) || !has(question, MONTHS)) return null;
  // "uploaded" names the administrator's Payroll page; one's own slips are on My Profile.
  const whose = has(question, SELF) && !has(question, /\bwe\b/) ? 'mine' : 'organisation';
  const asked = rangeAsked(question, 'past');
  return { kind: 'salary-sheet-months', whose, year: Number((asked?.from ?? question.today).slice(0, 4)) };
};

const APPRAISED = /\b(promoted|promotions?|appraised|appraisals?|increments?|hikes?)\b/;
// Past appraisals: "who got promoted", "whose appraisal was last month", "the last appraisal cycle".
const PAST =
  /\b(got|was|were|had|did|last|previous|past|recent|recently|latest|promoted|appraised|happened|done)\b/;
const OTHERS = /\b(who|whom|whose|which (employees?|people)|anyone|anybody|everyone|list|employees|people)\b/;

export const appraisalsDoneIntent = (question: Question): Intent | null => {
  if (!has(question, APPRAISED) || !has(question, PAST) || !has(question, OTHERS) || has(question, SELF))
    return null;
  // "due", "upcoming", "next" look ahead: the appraisals due answer them.
  if (has(question, /\b(due|upcoming|coming|next|scheduled|will)\b/)) return null;
  const asked = rangeAsked(question, 'past');
  // "the last appraisal cycle" names no calendar period: the latest appraisals made.
  const range =
    asked &&
    !(asked.from <= question.today && question.today <= asked.to && !has(question, /\b(this|current)\b/))
      ? asked
      : null;
  return {
    kind: 'appraisals-done',
    onlyPromotions: has(question, /\b(promoted|promotions?)\b/),
    range,
  };
};
