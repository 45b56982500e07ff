import type { Intent } from './assistant-intent';
import { HOLIDAY, has, nameFrom, type Question, SELF } from './question-reading';
import { normalizeQuestion } from './question-words';

// ProBot's reader of questions about the company policies and their acknowledgements
// (classify-question.ts).

// ---- policies: questions about rules go to the policy text, even when they name leave or pay ----

const POLICY_WORDS =
  /\b(policy|policies|rule|rules|bereavement|funeral|passed away|passes away|pass away|dies|died|death|gifts?|guidelines?|carry forward|carried forward|carry over|carry|carried|unused|lapse|lapses|encash|encashment|maternity|paternity|notice period|remote|remotely|wfh|work from home|dress|conduct|probation|resign|resignation|reimbursement|reimburse|expenses?|harassment|confidential|password|passwords|phishing|allowed|in advance|how far ahead|eligibility|(become|becomes|be) eligible)\b/;

// "What are the office hours" asks a rule; "my working hours today" asks tracked time.
const RULE_HOURS = /\b(office|working|work|shift|business|core) hours\b/;

// "By what time should I report sickness?" asks a rule, not the asker's tracked time.
const RULE_TIME =
  /\b(by )?what time (should|must|do|does|shall|can) (i|we|one|employees|staff)\b|\bby when (should|must|do) (i|we)\b/;

// "How quickly must a manager decide", "how far ahead should I apply": a rule's deadline.
const RULE_DEADLINE =
  /\bhow (quickly|soon|fast|long|early|far ahead|far in advance)\b.*\b(must|should|shall|has to|have to|need to|needs to|required|supposed to)\b|\bhow much notice\b|\bwithin how many\b|\bhow long (does|do) (a|the|my) (manager|approver|hr)\b|\b(manager|approver|hr) (get|gets|has|have) to (decide|approve|reply|respond)\b/;

// "does it count as a leave day", "do weekends count": how a rule counts.
const RULE_COUNTING =
  /\b(does|do|will|would) (it|they|that|this|holidays?|weekends?|half days?) (count|counted)\b|\b(is|are) (it|they|that|this) counted\b|\b(is|are) counted\b|\b(count|counts|counted) as\b|\bhow (is|are) (a |an |the )?(\w+ ){1,3}counted\b/;

// "what happens if I don't apply leave": a rule's consequence, not a request to apply.
const RULE_CONSEQUENCE = /\bwhat happens (if|when)\b/;

// "is attendance mandatory", "is a certificate required": an obligation, not the asker's record.
const RULE_OBLIGATION = /^(is|are) (\w+ ){1,3}(mandatory|compulsory|required|optional|necessary)\b/;

const isPolicyText = (text: string) =>
  POLICY_WORDS.test(text) ||
  RULE_CONSEQUENCE.test(text) ||
  RULE_OBLIGATION.test(text) ||
  RULE_COUNTING.test(text) ||
  RULE_DEADLINE.test(text) ||
  RULE_TIME.test(text) ||
  (RULE_HOURS.test(text) && !SELF.test(text));
// "do we have separate sick leave", "do we get paternity leave", "do I get anything for internet": what
// the organisation offers, a rule.
const WHAT_WE_GET =
  /^(do|does|did) (we|employees|staff|one) (have|get)\b|^(do|will|would) i get (any|anything|an?|extra)\b/;
export const isPolicyQuestion = (question: Question) =>
  isPolicyText(question.text) ||
  (has(question, WHAT_WE_GET) && question.mentions.length === 0 && !has(question, HOLIDAY));

// Whether a question's own words ask about a rule ("policy", "allowed", "how quickly must…"). One sent
// to the policies only because nothing else fits is a guess, and its answer says so.
export const asksAboutARule = (asked: string) => {
  const { text } = normalizeQuestion(asked);
  return isPolicyText(text) || WHAT_WE_GET.test(text);
};

// "Who hasn't acknowledged the Code of Conduct": a policy's acknowledgement list.
const PEOPLE_OR_NOT =
  /\b(who|whom|which|anyone|anybody|everyone|employees|people|staff|list|not|pending|yet)\b/;
const ACKNOWLEDGED = /\b(acknowledged|acknowledge|acknowledgement|acknowledgements|acknowledgment)\b/;
const ACKNOWLEDGE_ANCHORS = new Set([
  'acknowledged',
  'acknowledge',
  'acknowledgement',
  'acknowledgements',
  'acknowledgment',
]);
export const acknowledgementIntent = (question: Question): Intent | null => {
  if (!has(question, ACKNOWLEDGED)) return null;
  // "which policy am I yet to acknowledge": the asker's own.
  if (has(question, SELF)) return { kind: 'my-acknowledgements' };
  if (!has(question, PEOPLE_OR_NOT)) return null;
  const policy = policyNameAsked(question);
  return policy ? { kind: 'policy-acknowledgements', policy } : null;
};

// The policy named after "acknowledged", as written up to "policy" ("the IT Security Policy yet" →
// "IT Security"; "the Code of Conduct" → "Code of Conduct").
const POLICY_NAME_ENDS = new Set([
  'policy',
  'policies',
  'yet',
  'and',
  'or',
  'please',
  'so',
  'since',
  'by',
  'version',
]);
const MAX_POLICY_NAME_WORDS = 5;
const policyNameAsked = (question: Question): string | null => {
  const { tokens } = question;
  let first = tokens.findIndex((token) => ACKNOWLEDGE_ANCHORS.has(token.word)) + 1;
  while (/^(the|of|for|our)$/.test(tokens[first]?.word ?? '')) first += 1;
  let last = first - 1;
  while (
    last + 1 < tokens.length &&
    last + 1 - first < MAX_POLICY_NAME_WORDS &&
    !POLICY_NAME_ENDS.has(tokens[last + 1]?.word ?? '') &&
    !question.dateTokens.has(last + 1)
  )
    last += 1;
  // "who has acknowledged it": a policy named before, not the IT Security Policy.
  if (/^(it|this|that|them|these|those)$/.test(tokens[first]?.raw ?? '')) return null;
  return first > 0 && last >= first ? nameFrom(question, first, last) : null;
};

// "which company policies do we have": nothing asked of them but which there are.
const POLICY_LIST_WORDS = new Set(
  `which what list all show me the our company policies policy documents do does we you have has are
  there available exist is a of any how many`.split(/\s+/),
);
export const policyListIntent = (question: Question): Intent | null =>
  has(question, /\bpolicies\b/) && question.tokens.every((token) => POLICY_LIST_WORDS.has(token.word))
    ? { kind: 'policy-list' }
    : null;
