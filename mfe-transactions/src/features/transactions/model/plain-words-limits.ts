/** The longest question "Ask in plain words" reads: a sentence, not a document. */
export const PLAIN_WORDS_MAX = 200;
