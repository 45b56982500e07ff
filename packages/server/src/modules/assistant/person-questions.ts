import type { Intent } from './assistant-intent';
import type { DateDirection } from './question-dates';
import {
  ATTENDANCE,
  type ClassifyContext,
  has,
  isNameToken,
  LEAVE,
  MAX_NAME_WORDS,
  nameEndAfter,
  nameFrom,
  nearestRangeAsked,
  type Question,
  rangeAsked,
  read,
  SELF,
} from './question-reading';
import type { QuestionToken } from './question-words';

// ProBot's reader of questions about a named colleague (classify-question.ts).

// ---- someone else's data (spec A §6, spec B §6: an employee sees only their own records) ----

export type PersonSubject = 'salary' | 'leave' | 'activity' | 'attendance' | 'record' | 'personal';

const SUBJECTS: Record<PersonSubject, Set<string>> = {
  salary: new Set(
    'salary salaries slip payslip payslips payroll pay paid earn earns earned earning earnings income wage wages ctc compensation rate rates hourly takehome'.split(
      ' ',
    ),
  ),
  // "Priya's request": a colleague's requests are their leave applications, as the approvals list them.
  leave: new Set([
    'leave',
    'balance',
    'vacation',
    'absence',
    'absent',
    'request',
    'requests',
    'application',
    'applications',
  ]),
  personal: new Set(
    `phone mobile number contact address email birth dob birthday age aadhaar aadhar pan bank account blood
    father mother personal details residence`.split(/\s+/),
  ),
  activity: new Set(
    `activity activities screenshot screenshots hours time timesheet idle tracked work worked working
    productivity project projects todo apps websites`.split(/\s+/),
  ),
  attendance: new Set(['attendance', 'checkin', 'checkout']),
  // What Employee Details shows of someone's employment (spec A §2): joining, department, appraisals.
  record: new Set(
    `joining join joined department dept designation role position shift appraisal appraisals appraised increment
    promotion promoted eligible eligibility`.split(/\s+/),
  ),
};

const subjectOf = (token: QuestionToken | undefined): PersonSubject | null => {
  if (!token) return null;
  for (const [subject, words] of Object.entries(SUBJECTS)) {
    if (words.has(token.word)) return subject as PersonSubject;
  }
  return null;
};

// "Pooja's night shift allowance": a line of the slip is pay, though "shift" comes first.
const SLIP_LINES = new Set(['allowance', 'allowances', 'bonus', 'hra', 'pf', 'epf', 'esi', 'tds']);
export const firstSubject = (tokens: (QuestionToken | undefined)[]): PersonSubject | null =>
  tokens.some((token) => SLIP_LINES.has(token?.word ?? ''))
    ? 'salary'
    : (tokens.map(subjectOf).find((subject) => subject !== null) ?? null);

export const VERB_SUBJECTS: Record<string, PersonSubject> = {
  earn: 'salary',
  earns: 'salary',
  earned: 'salary',
  make: 'salary',
  makes: 'salary',
  paid: 'salary',
  taken: 'leave',
  take: 'leave',
  took: 'leave',
  applied: 'leave',
  work: 'activity',
  worked: 'activity',
  working: 'activity',
  do: 'activity',
  doing: 'activity',
  done: 'activity',
  track: 'activity',
  tracked: 'activity',
  mark: 'activity',
  marked: 'activity',
  spend: 'activity',
  spent: 'activity',
  // "when did Priya check in": her attendance.
  check: 'attendance',
  checked: 'attendance',
  clock: 'attendance',
  clocked: 'attendance',
  punch: 'attendance',
  punched: 'attendance',
  come: 'attendance',
  came: 'attendance',
  arrive: 'attendance',
  arrived: 'attendance',
  join: 'record',
  joined: 'record',
  log: 'activity',
  logged: 'activity',
  live: 'personal',
  lives: 'personal',
  stay: 'personal',
  stays: 'personal',
};

type Person = { person: string; subject: PersonSubject };

// "Rahul's salary", "Priya Nair's phone number".
// What a possessive without its apostrophe is read before: "Karans leaves", "priyas salary" (not
// "sales dept" or "across projects").
const BARE_POSSESSIVE_SUBJECTS = new Set<PersonSubject>(['leave', 'salary', 'attendance']);
const possessivePerson = (question: Question): Person | null => {
  const { tokens } = question;
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isNameToken(question, index)) continue;
    // "Karans leaves?": a possessive written without its apostrophe, straight before what is asked.
    const word = tokens[index]?.raw ?? '';
    const isBarePossessive =
      /^\p{L}{3,}s$/u.test(word) && BARE_POSSESSIVE_SUBJECTS.has(subjectOf(tokens[index + 1]) ?? 'record');
    if (!tokens[index]?.isPossessive && !isBarePossessive) continue;
    let first = index;
    while (first > index - MAX_NAME_WORDS + 1 && isNameToken(question, first - 1)) first -= 1;
    const subject = firstSubject(tokens.slice(index + 1, index + 5));
    const name = nameFrom(question, first, index);
    if (subject) return { person: isBarePossessive ? name.slice(0, -1) : name, subject };
  }
  return null;
};

const PROJECT_THINGS = new Set(['todo', 'project', 'projects']);

// "salary of Priya Nair", "date of birth of Rohan", "leave balance for Neha", "hours logged by Karan".
// With "for", tracked time belongs to a project ("hours for Website Redesign").
const ofPerson = (question: Question): Person | null => {
  const { tokens } = question;
  for (let index = 1; index < tokens.length; index += 1) {
    const word = tokens[index]?.word;
    if (word !== 'of' && word !== 'for' && word !== 'by') continue;
    const before = tokens[index - 1];
    // "pending leave requests of Priya Nair": her leave.
    const isLeaveRequests = /^(requests?|applications?)$/.test(before?.word ?? '') && has(question, LEAVE);
    const subject =
      word === 'by'
        ? (VERB_SUBJECTS[before?.word ?? ''] ?? null)
        : isLeaveRequests
          ? 'leave'
          : subjectOf(before);
    // "the to-dos of Pulse Mobile App": a project's, not a person's.
    if (PROJECT_THINGS.has(before?.word ?? '')) continue;
    if (!subject || (word === 'for' && subject === 'activity')) continue;
    const last = nameEndAfter(question, index + 1);
    if (last > index) return { person: nameFrom(question, index + 1, last), subject };
  }
  return null;
};

// "how many leaves does Sneha have left": leave or pay named just before the verb.
const leaveOrPayBefore = (tokens: QuestionToken[]) => {
  const subject = firstSubject(tokens);
  return subject === 'leave' || subject === 'salary' || subject === 'record' ? subject : null;
};

// "how much does Vikram earn", "how many leaves has Neha taken", "what did Karan work on",
// "is Neha on leave".
const verbPerson = (question: Question): Person | null => {
  const { tokens } = question;
  for (let index = 0; index < tokens.length; index += 1) {
    if (!/^(does|did|has|had|is|was|will|would)$/.test(tokens[index]?.word ?? '')) continue;
    const last = nameEndAfter(question, index + 1);
    if (last <= index) continue;
    const next = tokens[last + 1]?.word ?? '';
    const following = tokens[last + 2]?.word ?? '';
    const isOnLeave = (next === 'on' && following === 'leave') || next === 'off' || next === 'absent';
    // "when will Farah become eligible", "did Neha get promoted": the thing asked a word or two on.
    const verbSubject = isOnLeave
      ? 'leave'
      : (VERB_SUBJECTS[next] ??
        firstSubject(tokens.slice(last + 2, last + 4)) ??
        leaveOrPayBefore(tokens.slice(Math.max(0, index - 4), index)));
    // "has Neha taken …" is about leave only when the question says leave.
    const subject = verbSubject === 'leave' && !isOnLeave && !has(question, /\bleave\b/) ? null : verbSubject;
    if (subject) return { person: nameFrom(question, index + 1, last), subject };
  }
  return null;
};

// "What is Priya salary?", "priya nair phone number": a name written straight before what is asked
// of it, without the possessive. Only for pay and personal details, and only where a name can stand
// (at the start, or after "is", "show me"…): "my net pay" or "sick leave" name nobody.
const BEFORE_BARE_NAME = new Set(['is', 'are', 'what', 'show', 'tell', 'give', 'see', 'me', 'about', 'know']);
// Words between a name and its pay ("Vikram Singh net pay").
const PAY_MODIFIERS = new Set(['net', 'gross', 'basic', 'monthly', 'take', 'home', 'new', 'current']);
const barePerson = (question: Question): Person | null => {
  const { tokens } = question;
  // "farah khan in time and out time on 20 feb": a name opening a question about attendance.
  if (has(question, ATTENDANCE) && isNameToken(question, 0) && !has(question, SELF)) {
    return { person: nameFrom(question, 0, nameEndAfter(question, 0)), subject: 'attendance' };
  }
  for (let index = 1; index < tokens.length; index += 1) {
    const subject = subjectOf(tokens[index]);
    // "vikram leave balance": leave only when the name opens the question ("sick leave" names nobody).
    const isLeaveOfName =
      subject === 'leave' &&
      index <= MAX_NAME_WORDS &&
      isNameToken(question, 0) &&
      has(question, /\b(balance|left|remaining|taken|history|applications?|status|entitlement|entitled)\b/);
    if (subject !== 'salary' && subject !== 'personal' && !isLeaveOfName) continue;
    // "Pulse Mobile App": a word of a longer name, not what is asked.
    if (isNameToken(question, index + 1)) continue;
    let nameEnd = index - 1;
    while (nameEnd > 0 && subject === 'salary' && PAY_MODIFIERS.has(tokens[nameEnd]?.word ?? ''))
      nameEnd -= 1;
    if (!isNameToken(question, nameEnd)) continue;
    let first = nameEnd;
    while (first > nameEnd - MAX_NAME_WORDS + 1 && isNameToken(question, first - 1)) first -= 1;
    const before = tokens[first - 1]?.word;
    if (before === undefined || (BEFORE_BARE_NAME.has(before) && !isLeaveOfName))
      return { person: nameFrom(question, first, nameEnd), subject };
  }
  return null;
};

// A full name opening the question, and what is asked of that person further on: "Divya Menon got
// appraised in Jan, what's her new salary?". Not tracked time or leave, which a project's or a
// holiday's name can open a question with too.
const LEADING_NAME_SUBJECTS = new Set<PersonSubject>(['salary', 'personal', 'record']);
const leadingNamePerson = (question: Question): Person | null => {
  if (!isNameToken(question, 0) || !isNameToken(question, 1) || has(question, SELF)) return null;
  const last = nameEndAfter(question, 0);
  const subject = question.tokens
    .slice(last + 1)
    .map(subjectOf)
    .find((found) => found !== null && LEADING_NAME_SUBJECTS.has(found));
  return subject ? { person: nameFrom(question, 0, last), subject } : null;
};

// "is Priya on leave on the 17th": a leave asked in the present looks ahead; anything else looks back.
const personDirection = (question: Question, subject: PersonSubject): DateDirection =>
  subject === 'leave' && has(question, /\b(is|are|will)\b/) && !has(question, /\b(was|were|did|last)\b/)
    ? 'forward'
    : 'past';

// "was karan's leave on 17 march approved?": the tense is the decision's, not the leave's, which may be
// ahead; the date is the nearest one named.
const asksDecision = (question: Question, subject: PersonSubject) =>
  subject === 'leave' && has(question, /\b(approved|rejected|declined|cancelled|decided|status|pending)\b/);

// "Vikram's check out time", "when did she log off": the day's attendance, not its tracked time.
const LOG_OUT =
  /\b(log(ged)? ?(out|off)|logout|check(ed)? (in|out)|punch(ed)? (in|out)|clock(ed)? (in|out)|in time|out time)\b/;

export const personIntent = (question: Question): Intent | null => {
  const found =
    possessivePerson(question) ??
    ofPerson(question) ??
    verbPerson(question) ??
    barePerson(question) ??
    leadingNamePerson(question);
  // "when did Ishaan log out": the day's check-out (attendance), not the time logged.
  const subject = found?.subject === 'activity' && has(question, LOG_OUT) ? 'attendance' : found?.subject;
  return found && subject
    ? {
        kind: 'about-person',
        person: found.person,
        subject,
        range: asksDecision(question, subject)
          ? nearestRangeAsked(question)
          : rangeAsked(question, personDirection(question, found.subject)),
      }
    : null;
};

// The names a question gives, as the people it may be about: runs of words ProBot does not know
// ("Priya Nair", "Priya's", "Priya put"), which the caller checks against the directory. None when the
// question is about the asker.
export const namesIn = (asked: string, context: ClassifyContext): string[] => {
  const question = read(asked, context);
  if (has(question, SELF)) return [];
  const names: string[] = [];
  for (let index = 0; index < question.tokens.length; index += 1) {
    if (!isNameToken(question, index)) continue;
    const last = nameEndAfter(question, index);
    names.push(nameFrom(question, index, last));
    index = last;
  }
  return names;
};
