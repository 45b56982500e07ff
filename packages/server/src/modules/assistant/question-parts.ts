// "How many leaves do I have left and when is the next holiday?": the questions a message asks, in
// order. A part starts where "and", "also" or "plus" is followed by a question word, or after a "?"
// or ";" with more to come. A message that is one question is one part.
const PART_BREAK =
  /\s*[?;]\s+(?=\S)|\s*,?\s+(?:and|also|plus)\s+(?=(?:what|whats|when|how|who|whom|whose|which|where|has|have|had|was|were|any|whether|is|are|am|do|does|did|can|could|will|show|tell|list|give)\b)/i;

// Shorter than this is a fragment of one question ("and you?"), not a question of its own.
const MIN_PART_WORDS = 3;

export const questionParts = (question: string): string[] => {
  const parts = question
    .split(PART_BREAK)
    .map((part) => part.trim().replace(/^(?:and|also|plus)\s+/i, ''))
    .filter((part) => part.length > 0);
  return parts.length > 1 && parts.every((part) => part.split(/\s+/).length >= MIN_PART_WORDS)
    ? parts
    : [question.trim()];
};
