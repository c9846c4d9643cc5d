/**
 * A small model looping inside its answer's text (issue 24, held-out corpus 11): "Marta gets up at 5:30 5:30 5:30 ...",
 * "🎺🎺🎺🎺🎺🎺...", "sending Fly out and out and out and ...", "Move away from the quarry and move away from the quarry
 * and ...". A value read out of such a text (the first time, the first three emoji, the list's items before the loop)
 * is not what the model meant: it never finished saying anything. Read on the whole text, before a parser keeps part.
 *
 * A line someone says (`speech`) may repeat a word for effect ("No, no, no!"); only a long run of one word is a loop
 * there ("Bigger? Bigger? Bigger? ..." a dozen times, "Might do. Might do. ..." eight times or more).
 *
 * The whole line one short value said over and over ("5:30 5:30 5:30 ...", "6 6 6 6 6 6 ...", "yes yes yes ...") is a
 * loop too: readers of such answers take the value or ask again (held-out corpora 6 and 7 against 12), so it is asked
 * again rather than guessed.
 */

const WORD = String.raw`[\p{L}'’]`;

/** One number or clock time said six times or more in a row on a line: "5:30 5:30 5:30 5:30 5:30 5:30". */
const NUMBER_RUN = /(?<![\d:.])(\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)(?:[ \t,]+\1(?![\d:])){5,}/iu;
/**
 * One emoji ten times or more in a row: "🎺🎺🎺🎺🎺🎺🎺🎺🎺🎺..." (a few more than asked, "🪚🪚🪚🪚🪚🪚🪚🪚", is still
 * the one emoji said emphatically, read to its first few).
 */
const EMOJI_RUN = /(\p{Extended_Pictographic})(?:\uFE0F?\s*\1){9,}/u;
/** One word six times or more in a row: "turning turning turning ...". */
const WORD_RUN = new RegExp(String.raw`(?<!${WORD})(${WORD}{2,})(?:[\s,]+\1(?!${WORD})){5,}`, "iu");
/** A phrase of two to six words said five times or more in a row: "out and out and out and ...". */
const SHORT_PHRASE_RUN = new RegExp(String.raw`(?<!${WORD})(${WORD}+(?:\s+${WORD}+){1,5})(?:[\s,]+\1(?!${WORD})){4,}`, "iu");
/** A phrase of three to twelve words said four times or more in a row: "move away from the quarry and ...". */
const LONG_PHRASE_RUN = new RegExp(String.raw`(?<!${WORD})(${WORD}+(?:[\s,]+${WORD}+){2,11})(?:[\s,.!?]+\1(?!${WORD})){3,}`, "iu");
/** In a spoken line: one word said eight times or more in a row, whatever is between ("Bigger? Bigger? ..."). */
const SPOKEN_WORD_RUN = new RegExp(String.raw`(?<!${WORD})(${WORD}{2,})(?:[\s,.!?…-]+\1(?!${WORD})){7,}`, "iu");

/** In a spoken line: a phrase of two to six words said eight times or more in a row ("Might do. Might do. ..."). */
const SPOKEN_PHRASE_RUN = new RegExp(String.raw`(?<!${WORD})(${WORD}+(?:\s+${WORD}+){1,5})(?:[\s,.!?…-]+\1(?!${WORD})){7,}`, "iu");

/**
 * Whether a line of the answer loops on a number, an emoji, a word or a phrase (line by line: entries of a list may
 * repeat one another).
 */
export function loopsInText(text: string, speech: boolean): boolean {
  return text.split("\n").some((line) => lineLoops(line, speech));
}

function lineLoops(text: string, speech: boolean): boolean {
  if (EMOJI_RUN.test(text)) return true;
  const runs = speech ? [SPOKEN_WORD_RUN, SPOKEN_PHRASE_RUN, LONG_PHRASE_RUN] : [NUMBER_RUN, WORD_RUN, SHORT_PHRASE_RUN, LONG_PHRASE_RUN];
  return runs.some((run) => run.test(text));
}
