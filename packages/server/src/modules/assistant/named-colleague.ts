import { findEmployeeDirectory } from '../leaves/leaves.service';
import type { AnswerContext } from './answers/answer';
import type { Intent } from './assistant-intent';
import { OWN_KINDS } from './classify-question';
import { namesIn, type PersonSubject } from './person-questions';
import type { ClassifyContext } from './question-reading';

// A reader of the asker's own data matches its words ("hours", "log", "Friday") whoever the question
// names, so "How many hours did Priya Nair log on Friday?" would be answered with the asker's own
// hours, which a person believes are Priya's. When a question read as the asker's own names one of
// the organisation's people, it is read as about that person (refused to an employee, as their pages
// would refuse it); when it names several, or asks what ProBot cannot tell of a person, it is not
// answered. Names are checked against the employee directory (the names every employee may see), so
// a word ProBot does not know ("kitne baje") is no person.

const PERSON_SUBJECT_OF: Partial<Record<Intent['kind'], PersonSubject>> = {
  'hours-tracked': 'activity',
  attendance: 'attendance',
  'own-salary': 'salary',
  'leave-balance': 'leave',
  'leave-applications': 'leave',
  'my-record': 'record',
};

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]s$/, '')
    .split(/\s+/)
    .filter((word) => word !== '');

// Every word written is a word of a colleague's name ("priya nair", "Priya's").
const isColleague = async ({ deps, auth }: AnswerContext, written: string[]) => {
  const longest = [...written].sort((one, other) => other.length - one.length)[0];
  if (!longest) return false;
  const { items } = await findEmployeeDirectory(deps, auth, { query: longest, page: 1, pageSize: 20 });
  return items.some((person) => written.every((word) => wordsOf(person.name).includes(word)));
};

// The colleague in a run of unknown words, the longest name first: "priya nair put" is Priya Nair,
// who put in time; "Priya put" is Priya; "Compare Farah Khan" is Farah Khan (so a question naming two
// people is seen to).
const colleagueIn = async (context: AnswerContext, run: string): Promise<string | null> => {
  const raw = run.split(/\s+/);
  for (let start = 0; start < raw.length; start += 1) {
    for (let end = raw.length; end > start; end -= 1) {
      if (await isColleague(context, wordsOf(raw.slice(start, end).join(' ')))) {
        return raw.slice(start, end).join(' ');
      }
    }
  }
  return null;
};

export const withNamedColleague = async (
  context: AnswerContext,
  asked: string,
  intent: Intent,
  classifyContext: ClassifyContext,
): Promise<Intent> => {
  if (!OWN_KINDS.has(intent.kind)) return intent;
  const names = namesIn(asked, classifyContext);
  if (names.length === 0) return intent;
  const found = await Promise.all(names.map((name) => colleagueIn(context, name)));
  const colleagues = found.filter((name) => name !== null);
  const [person] = colleagues;
  if (!person) return intent;
  const subject = PERSON_SUBJECT_OF[intent.kind];
  if (colleagues.length > 1 || !subject) return { kind: 'unknown' };
  const range = 'range' in intent ? (intent.range ?? null) : null;
  return { kind: 'about-person', person, subject, range };
};
