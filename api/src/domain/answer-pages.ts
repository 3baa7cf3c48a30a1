/**
 * How many rows one page of a large GET /transactions answer holds (about 1 MB compact, 3 MB full): the answer is
 * read and written a page at a time, so that no statement's answer, and no string made of it, holds the event loop.
 */
export const ANSWER_PAGE_ROWS = 5_000;

/**
 * How many rows of a page travel in one row of the statement's answer (about 20 KB compact, 65 KB full). A page sent as
 * one value (1-3 MB) reaches pg's reader in socket reads of 64 KB, which it gathers by copying them into a buffer that
 * doubles as it grows (up to 2-4 MB), and decodes into one string in V8's large-object space, which was then copied
 * again (a comma before it) and into a Buffer: five or six bytes allocated for every byte sent, and each decoding held
 * the event loop for milliseconds. A part is read about where it arrives and becomes a young string, with no growing
 * buffer and no copy of the page.
 */
export const ANSWER_PART_ROWS = 100;

/**
 * How many whole sets of more than a page one process writes at once, and one person's at once; the next waits its
 * turn. Each writes its pages as fast as the database reads them, so more at once only share the same CPU, while the
 * memory their pages pass through grows with their number until the garbage collector catches up: five 200,000-row
 * answers of one person at once grew the process by 83 MB, two at a time by 62 MB, one at a time by 24 MB, against one
 * answer's 36 MB. A second person's set takes the second turn, not a place behind the first person's.
 */
export const LARGE_ANSWERS_AT_ONCE = 2;
export const LARGE_ANSWERS_AT_ONCE_PER_PERSON = 1;
