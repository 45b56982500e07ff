// Policy documents for benches: many HR policies with numbered headings and varied, plausible text,
// written the way the demo's are (PDF with Helvetica, or DOCX with Heading 1), so uploading them
// through the policies use case extracts and splits them like any upload. The same index always
// gives the same document: no randomness between runs.
import type { PolicySection } from '../../packages/server/src/db/seed/demo-policies';
import { seededRandom } from './seeded-random';

const TITLES = [
  'Travel Policy',
  'Expense Reimbursement Policy',
  'Overtime Policy',
  'Health and Safety Policy',
  'Anti-Bribery Policy',
  'Whistleblower Policy',
  'Data Retention Policy',
  'Bring Your Own Device Policy',
  'Training and Development Policy',
  'Dress Code Policy',
  'Probation Policy',
  'Performance Review Policy',
  'Grievance Policy',
  'Disciplinary Policy',
  'Recruitment Policy',
  'Referral Bonus Policy',
  'Relocation Policy',
  'Mobile Phone Policy',
  'Company Vehicle Policy',
  'Flexible Hours Policy',
  'Shift Work Policy',
  'Night Shift Allowance Policy',
  'Sabbatical Policy',
  'Volunteering Policy',
  'Equal Opportunity Policy',
  'Accessibility Policy',
  'Visitor Policy',
  'Clean Desk Policy',
  'Password Management Policy',
  'Email Usage Policy',
  'Internet Usage Policy',
  'Software Licensing Policy',
  'Open Source Policy',
  'Customer Data Policy',
  'Records Management Policy',
  'Business Continuity Policy',
  'Incident Response Policy',
  'Procurement Policy',
  'Vendor Management Policy',
  'Gifts and Hospitality Policy',
  'Conflict of Interest Policy',
  'Insider Trading Policy',
  'Social Media Policy',
  'Media Relations Policy',
  'Employee Wellness Policy',
  'Substance Abuse Policy',
  'Smoking Policy',
  'Parking Policy',
  'Canteen Policy',
  'Exit and Handover Policy',
];

const SECTION_HEADINGS = [
  'Purpose and scope',
  'Who this policy applies to',
  'Eligibility',
  'Responsibilities',
  'How to request',
  'Approval',
  'Limits and allowances',
  'Records and evidence',
  'Exceptions',
  'Working hours and availability',
  'Equipment and access',
  'Confidentiality',
  'Breaches of this policy',
  'Review of this policy',
  'Questions and contacts',
];

const ROLES = ['employee', 'manager', 'team lead', 'contractor', 'intern', 'department head'];
const APPROVERS = ['your manager', 'the HR team', 'the finance team', 'the department head', 'IT'];
const UNITS = ['days', 'working days', 'weeks', 'months', 'hours'];
const PERIODS = ['month', 'quarter', 'year', 'trip', 'week'];
const ACTIONS = [
  'submit the request in Pulse',
  'inform their manager in writing',
  'upload the receipts to their documents',
  'complete the online training',
  'update their record in Pulse',
  'keep the tracker running',
  'lock their laptop screen',
  'mark their attendance',
];
const OUTCOMES = [
  'unpaid leave',
  'a breach of this policy',
  'a disciplinary matter',
  'a deduction from the salary',
  'withdrawn',
  'escalated to HR',
];
const SUBJECTS = [
  'leave',
  'remote work',
  'holidays',
  'salary advances',
  'passwords',
  'gifts',
  'laptops',
  'attendance',
  'overtime',
  'travel bookings',
  'meal allowances',
  'training budgets',
];

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
// Fisher–Yates with the seeded generator.
const shuffled = <T>(random: Random, items: readonly T[]) => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SENTENCES: ((random: Random, topic: string) => string)[] = [
  (random, topic) =>
    `Every ${pick(random, ROLES)} who needs ${topic} must ${pick(random, ACTIONS)} at least ${between(random, 2, 15)} ${pick(random, UNITS)} in advance.`,
  (random, topic) =>
    `Requests for ${topic} are approved by ${pick(random, APPROVERS)} within ${between(random, 1, 5)} working days and recorded in Pulse.`,
  (random, topic) =>
    `The ${topic} allowance is INR ${between(random, 5, 250) * 100} per ${pick(random, PERIODS)}, paid with the salary of the following month.`,
  (random, topic) =>
    `${capitalised(topic)} that is not approved before it starts is treated as ${pick(random, OUTCOMES)}.`,
  (random, topic) =>
    `A ${pick(random, ROLES)} may take up to ${between(random, 1, 30)} ${pick(random, UNITS)} of ${topic} a ${pick(random, PERIODS)}; unused ${topic} is not carried forward.`,
  (random, topic) =>
    `Questions about ${topic} or ${pick(random, SUBJECTS)} go to ${pick(random, APPROVERS)}, who answers within ${between(random, 1, 3)} working days.`,
  (random, topic) =>
    `During ${topic}, employees remain reachable between ${between(random, 9, 11)}:00 and ${between(random, 16, 18)}:00 India time unless ${pick(random, APPROVERS)} agrees otherwise.`,
  (random) =>
    `Records of ${pick(random, SUBJECTS)} are kept for ${between(random, 1, 8)} years and then deleted.`,
  (random, topic) =>
    `Failing to ${pick(random, ACTIONS)} for ${topic} more than ${between(random, 2, 4)} times in a ${pick(random, PERIODS)} is ${pick(random, OUTCOMES)}.`,
];

const paragraphOf = (random: Random, topic: string) =>
  Array.from({ length: between(random, 3, 5) }, () => pick(random, SENTENCES)(random, topic)).join(' ');

export type PolicyDocument = {
  title: string;
  format: 'pdf' | 'docx';
  sections: PolicySection[];
};

// The index-th document: a title of its own, five to eight numbered sections of two or three
// paragraphs about that title's subject; every third one a DOCX.
export const policyDocument = (index: number): PolicyDocument => {
  const random = seededRandom(index + 1);
  const base = TITLES[index % TITLES.length] ?? 'Policy';
  const title = index < TITLES.length ? base : `${base} ${Math.floor(index / TITLES.length) + 1}`;
  const topic = base.replace(/ Policy$/, '').toLowerCase();
  const headings = shuffled(random, SECTION_HEADINGS).slice(0, between(random, 5, 8));
  return {
    title,
    format: index % 3 === 2 ? 'docx' : 'pdf',
    sections: headings.map((heading, position) => ({
      heading: `${position + 1}. ${heading}`,
      paragraphs: Array.from({ length: between(random, 2, 3) }, () => paragraphOf(random, topic)),
    })),
  };
};
