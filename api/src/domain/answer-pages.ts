/**
 * How many rows one page of a large GET /transactions answer holds (about 1 MB compact, 4 MB full): the answer is
 * read and written a page at a time, so that no statement's answer, and no string made of it, holds the event loop.
 */
export const ANSWER_PAGE_ROWS = 5_000;
