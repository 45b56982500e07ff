import { describe, expect, it } from 'vitest';
import type { PolicySearchTerm } from '../../policies/policy-synonyms';
import {
  type AskedFact,
  askedFactOf,
  askingClauseOf,
  figuresIn,
  findFact,
  isRule,
  leansBack,
  type RankedPassage,
  sentencesOf,
  statesConsequence,
} from './policy-sentences';

describe('sentencesOf', () => {
  it.each([
    ['two sentences', 'Apply early. Leave is approved.', ['Apply early.', 'Leave is approved.']],
    ['paragraphs (lines) numbered', 'One.\n\nTwo. Three.', ['One. (0)', 'Two. (1)', 'Three. (1)']],
    [
      'a decimal',
      'A half day counts as 0.5 of a day. Ask HR.',
      ['A half day counts as 0.5 of a day.', 'Ask HR.'],
    ],
    [
      'a time of day with a.m.',
      'Report by 10:00 a.m. India time. Then rest.',
      ['Report by 10:00 a.m. India time.', 'Then rest.'],
    ],
    [
      'e.g. and i.e.',
      'Use a manager, e.g. Bitwarden, i.e. One approved by IT. Done.',
      ['Use a manager, e.g. Bitwarden, i.e. One approved by IT.', 'Done.'],
    ],
    [
      'an amount in Rs.',
      'Gifts up to Rs. 500 are fine. Report others.',
      ['Gifts up to Rs. 500 are fine.', 'Report others.'],
    ],
    ['an initial', 'Ask J. Smith in HR. She decides.', ['Ask J. Smith in HR.', 'She decides.']],
    ['"No." before a number', 'See rule No. 5 below. It applies.', ['See rule No. 5 below.', 'It applies.']],
    [
      'a list item’s number',
      'Rules: 1. Lock your screen. 2. Never share passwords.',
      ['Rules: 1. Lock your screen.', '2. Never share passwords.'],
    ],
    ['bullets', 'Bring: • a laptop • a charger', ['Bring:', '• a laptop', '• a charger']],
    [
      'an e-mail address',
      'Write to hr@demo.pulse. They answer.',
      ['Write to hr@demo.pulse.', 'They answer.'],
    ],
    [
      'a bracket closing the sentence',
      'You get 20 days (this year). Ask HR.',
      ['You get 20 days (this year).', 'Ask HR.'],
    ],
    [
      'words marked by the search',
      'Use a **password**. **Passwords** expire.',
      ['Use a **password**.', '**Passwords** expire.'],
    ],
    ['a question and an exclamation', 'Ill? Stay home! Rest.', ['Ill?', 'Stay home!', 'Rest.']],
  ])('%s', (_, text, expected) => {
    const sentences = sentencesOf(text);
    const shown = expected.some((each) => / \(\d\)$/.test(each))
      ? sentences.map((sentence) => `${sentence.text} (${sentence.paragraph})`)
      : sentences.map((sentence) => sentence.text);
    expect(shown).toEqual(expected);
  });
});

describe('figuresIn', () => {
  it.each([
    ['Use a password of at least 12 characters.', ['count']],
    ['Maternity leave of 26 weeks is granted.', ['duration', 'count']],
    ['Paternity leave of 10 working days.', ['duration', 'count']],
    ['For more than 2 consecutive days of illness, upload a certificate.', ['duration', 'count']],
    ['Give at least one day of notice.', ['duration']],
    ['A half day counts as 0.5 of a day.', ['duration']],
    ['Apply before 10:00 where possible.', ['clock']],
    ['Be reachable from 9 a.m. to 5.30 p.m.', ['clock']],
    ['The leave year runs from 1 January to 31 December.', ['date', 'count']],
    ['Joined after the 15th of the month.', ['date']],
    ['Gifts worth more than INR 2,000 are declined.', ['money']],
    ['An allowance of ₹1,000 a month.', ['money']],
    ['A bonus of Rs. 500.', ['money']],
    ['A raise of 5 % a year.', ['percent']],
    ['Call extension 4357 or write to IT.', []],
    ['Turn on two-factor authentication.', []],
    ['Share it with one person only.', []],
  ])('%j holds %j', (sentence, kinds) => {
    expect([...figuresIn(sentence)].sort()).toEqual([...kinds].sort());
  });
});

describe('isRule', () => {
  it.each([
    ['Never share your password.', true],
    ['Remote days cannot be saved up.', true],
    ['Employees may work remotely up to 2 days a week.', true],
    ['Unused days are not carried forward.', true],
    ['Install software only from the company software centre.', true],
    ['For more than 2 days of illness, upload a medical certificate.', true],
    ['Turn on two-factor authentication wherever it is offered.', true],
    ['The leave year runs from 1 January to 31 December.', false],
    ['Managers decide on a request within 2 working days.', false],
  ])('%j: %s', (sentence, expected) => {
    expect(isRule(sentence)).toBe(expected);
  });
});

describe('statesConsequence', () => {
  it.each([
    [
      'A working day without attendance is recorded as Marked Absent and may be treated as unpaid leave.',
      true,
    ],
    ['Sharing a password leads to disciplinary action.', true],
    ['Unused days lapse at the end of the year.', true],
    ['Apply in Pulse at least 3 working days before planned leave.', false],
    ['Employees may work remotely up to 2 days a week.', false],
  ])('%j: %s', (sentence, expected) => {
    expect(statesConsequence(sentence)).toBe(expected);
  });
});

describe('askingClauseOf', () => {
  it.each([
    [
      'A vendor wants to send me a Diwali hamper, up to what value can I accept gifts?',
      'up to what value can I accept gifts?',
    ],
    ['I lost my laptop yesterday; who should I tell?', 'who should I tell?'],
    ['My cousin is getting married - how many days can I take?', 'how many days can I take?'],
    ['How many days can I work remotely?', null],
    ['Gifts, meals and hospitality', null],
    ['Priya, Rahul, what is the rule?', 'what is the rule?'],
  ])('reads %j as %j', (question, clause) => {
    expect(askingClauseOf(question)).toBe(clause);
  });
});

describe('askedFactOf', () => {
  const figure = (accepts: string[], isRequired = true) => ({ kind: 'figure', accepts, isRequired });
  const TIME = figure(['clock', 'date', 'duration']);
  const DURATION = figure(['duration', 'date', 'clock', 'count']);
  const AMOUNT = figure(['money', 'percent', 'count', 'duration']);
  const ANY = figure(['count', 'duration', 'money', 'percent', 'date', 'clock']);
  const WHEN = figure(['date', 'clock', 'duration'], false);
  const RULE = { kind: 'rule' };
  const CONSEQUENCE = { kind: 'consequence' };
  it.each([
    ['By what time should I report sickness?', TIME],
    ['up to what value can I accept gifts?', AMOUNT],
    ['What time do I need to be online?', TIME],
    ['By when do I apply?', TIME],
    ['What hours must I be reachable?', TIME],
    ['What is the deadline for applying?', TIME],
    ['How long is maternity leave?', DURATION],
    ['How far in advance should I apply?', DURATION],
    ['How much notice does my manager give?', DURATION],
    ['How many days can I work remotely?', DURATION],
    ['What is the notice period?', DURATION],
    ['How much is the internet allowance?', AMOUNT],
    ['How much can a gift be worth?', AMOUNT],
    ['How many characters must a password have?', ANY],
    ['After how many sick days do I need a certificate?', ANY],
    ['What is the minimum password length?', ANY],
    ['What is the gift limit?', ANY],
    ['When does the leave year start?', WHEN],
    ['Do I need a medical certificate for sick leave?', RULE],
    ['Is two-factor authentication required?', RULE],
    ['Can I accept a gift from a customer?', RULE],
    ['Are unused days carried forward?', RULE],
    ["If I'm ill, do I have to tell my manager?", RULE],
    ['Am I allowed to use a USB drive?', RULE],
    ['password rules', null],
    ['How do I report harassment?', null],
    ['I got a phishing email, what should I do?', null],
    ['what happens to unused leave when I resign', null],
    ["what happens if I don't apply for leave", CONSEQUENCE],
    ['what happens when I miss the sickness deadline?', CONSEQUENCE],
    ['What if I am ill for 3 days?', null],
    ['is there a penalty for sharing my password', CONSEQUENCE],
    // What one receives, not a rule that shares the subject.
    ['do I get anything for internet?', { kind: 'entitlement' }],
    ['Do employees get paternity leave?', { kind: 'entitlement' }],
  ])('%j', (question, expected) => {
    expect(askedFactOf(question)).toEqual(expected);
  });
});

describe('leansBack', () => {
  it.each([
    ['Report any offer above that limit to HR.', true],
    ['A password manager approved by IT is provided for this.', true],
    ['This applies to interns too.', true],
    ['It is paid with the salary.', true],
    ['The remote days are agreed with the manager.', false],
    ['Turn on two-factor authentication.', false],
  ])('%j: %s', (sentence, expected) => {
    expect(leansBack(sentence)).toBe(expected);
  });
});

describe('findFact', () => {
  const word = (text: string): PolicySearchTerm => ({ query: text, words: [text], phrases: [], weight: 1 });
  const group = (words: string[], phrases: string[] = []): PolicySearchTerm => ({
    query: [...words, ...phrases].join(' or '),
    words,
    phrases,
    weight: 2,
  });
  const PASSWORD = group(['password', 'passphrase']);
  const SICK = group(['sick', 'illness', 'medical']);
  const CARRY = group(['rollover'], ['carry forward', 'carried forward']);
  const HOW_MANY = askedFactOf('how many') as AskedFact;
  const WHAT_TIME = askedFactOf('what time') as AskedFact;
  const CAN_I = askedFactOf('can I') as AskedFact;
  const DO_I_GET = askedFactOf('do I get') as AskedFact;
  const passage = (markedText: string, markedContext = 'Rules Security Policy'): RankedPassage => ({
    markedContext,
    markedText,
  });
  const find = (asked: AskedFact, terms: PolicySearchTerm[], passages: RankedPassage[]) =>
    findFact(
      asked,
      terms,
      terms.reduce((sum, term) => sum + term.weight, 0),
      passages,
    );

  it.each([
    [
      'the sentence with the figure, over one with more of the words but none',
      HOW_MANY,
      [PASSWORD, word('characters')],
      [
        passage(
          'Never share your **password** or **passphrase** with anyone, not even IT. Use a **password** of at least 12 **characters**.',
        ),
      ],
      { passage: 0, quote: 'Use a password of at least 12 characters.' },
    ],
    [
      'the figure of the kind asked: a time of day for "what time"',
      WHAT_TIME,
      [SICK, word('report')],
      [
        passage(
          '**Report** **sick** days within 2 days of returning. **Report** **sick** leave before 10:00 on the day.',
        ),
      ],
      { passage: 0, quote: 'Report sick leave before 10:00 on the day.' },
    ],
    [
      'the heading counts for every sentence of its section',
      HOW_MANY,
      [SICK, word('certificate')],
      [
        passage(
          'Leave is paid. For more than 2 days, upload a **certificate**.',
          '**Sickness** and **medical** certificates Leave Policy',
        ),
      ],
      { passage: 0, quote: 'For more than 2 days, upload a certificate.' },
    ],
    [
      'a phrase of a synonym group, in another form of its words',
      CAN_I,
      [CARRY, word('unused')],
      [passage('**Unused** leave is paid out. **Unused** days are not carried forward to the next year.')],
      { passage: 0, quote: 'Unused days are not carried forward to the next year.' },
    ],
    [
      'with the next sentence when it leans on this one',
      CAN_I,
      [group(['gift', 'hospitality']), word('accept')],
      [
        passage(
          'Do not **accept** **gifts** worth more than INR 2,000. Report any offer above that limit to HR. Be honest.',
        ),
      ],
      {
        passage: 0,
        quote: 'Do not accept gifts worth more than INR 2,000. Report any offer above that limit to HR.',
      },
    ],
    [
      'not with the next sentence of another paragraph',
      HOW_MANY,
      [PASSWORD, word('characters')],
      [passage('Use a **password** of 12 **characters**.\n\nThis section ends here.')],
      { passage: 0, quote: 'Use a password of 12 characters.' },
    ],
    [
      'the sentence with the rule for a "can I" question, when the words tie',
      CAN_I,
      [PASSWORD, word('share')],
      [passage('Your **password** is yours to **share** in Pulse. Never **share** your **password**.')],
      { passage: 0, quote: 'Never share your password.' },
    ],
    [
      'the passage the search ranked first, when its sentence answers as well',
      HOW_MANY,
      [PASSWORD],
      [passage('A **password** has 12 characters.'), passage('A **password** has 10 characters.')],
      { passage: 0, quote: 'A password has 12 characters.' },
    ],
    [
      'a later passage whose sentence holds more of the question',
      HOW_MANY,
      [PASSWORD, word('admin')],
      [passage('A **password** has 12 characters.'), passage('An **admin** **password** has 16 characters.')],
      { passage: 1, quote: 'An admin password has 16 characters.' },
    ],
    [
      'for "do I get", the sentence that says what is received, over an instruction on the subject',
      DO_I_GET,
      [word('internet')],
      [
        passage('Work from a quiet place with a reliable **internet** connection.'),
        passage('Remote workers receive an **internet** allowance of INR 1,000 a month.'),
      ],
      { passage: 1, quote: 'Remote workers receive an internet allowance of INR 1,000 a month.' },
    ],
  ])('%s', (_, asked, terms, passages, expected) => {
    expect(find(asked, terms, passages)).toEqual(expected);
  });

  it.each([
    [
      'no sentence holds a figure for "how many"',
      HOW_MANY,
      [group(['resign', 'resignation']), word('notice')],
      [passage('On **resignation**, leave is paid out. The **notice** period cannot be shortened.')],
    ],
    [
      'the figure stands in a sentence about something else',
      HOW_MANY,
      [group(['resign', 'resignation']), word('notice')],
      [passage('On **resignation**, talk to HR. Managers answer within 2 working days.')],
    ],
    [
      'a sentence holds only half of the question',
      CAN_I,
      [word('team'), word('lunch')],
      [passage('The **team** meets at 10:00.')],
    ],
    ['there are no passages', HOW_MANY, [PASSWORD], []],
  ])('finds nothing when %s', (_, asked, terms, passages) => {
    expect(find(asked, terms, passages)).toBeNull();
  });
});
