// "Kal" in a Hinglish question is yesterday or tomorrow; the verb's tense tells which ("kal kitne baje
// aaya tha": came, yesterday; "kal office khula hoga": will be open, tomorrow). Without a tense the
// question is ambiguous: ProBot answers it for both days and asks which was meant, never guessing one.

const KAL = /(^|[^\p{L}])kal(?=$|[^\p{L}])/giu;
const PAST =
  /(^|\s)(tha|thi|the|kiya|kiye|kia|gaya|gayi|gaye|aaya|aayi|aaye|aya|ayi|hua|hui|huye|liya|li|diya|di|mila|mili|was|were|did)(\s|$|[?!.,])/iu;
const FUTURE =
  /(^|\s)(hoga|hogi|honge|karunga|karungi|karenge|jaunga|jaungi|jayenge|aaunga|aaungi|aayega|aayegi|milega|milegi|rahega|rahegi|will)(\s|$|[?!.,])/iu;

export type KalReading = 'yesterday' | 'tomorrow' | 'either';

// How a question's "kal" reads, or null when it has none.
export const kalReading = (question: string): KalReading | null => {
  if (!new RegExp(KAL.source, 'iu').test(question)) return null;
  const isPast = PAST.test(question);
  const isFuture = FUTURE.test(question);
  if (isPast === isFuture) return 'either';
  return isPast ? 'yesterday' : 'tomorrow';
};

// The question with "kal" written as the day meant.
export const withKalAs = (question: string, day: 'yesterday' | 'tomorrow') =>
  question.replace(KAL, (_, before: string) => `${before}${day}`);
