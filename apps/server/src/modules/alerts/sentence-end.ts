// A person's words often end a sentence of an alert ('…for review: "Photo attached."'); a full stop added after
// words that have their own would read '"Photo attached.".' or 'Other: not done.. The money…'.

/** Ends with its own full stop, question or exclamation mark (or ellipsis), maybe inside quotes or brackets. */
const HAS_SENTENCE_END = /[.!?…]["'”’)\]]*$/;

/** `text` as the end of a sentence: its own mark kept, a full stop added when it has none. */
export function endSentence(text: string): string {
  const words = text.trimEnd();
  return HAS_SENTENCE_END.test(words) ? words : `${words}.`;
}

/** A person's note quoted at the end of a sentence: '"Photo attached."' as typed, '"Done".' with the sentence's full stop. */
export function quotedSentenceEnd(note: string): string {
  const words = note.trim();
  return HAS_SENTENCE_END.test(words) ? `"${words}"` : `"${words}".`;
}
