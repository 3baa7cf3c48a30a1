import Papa from 'papaparse';

/** A file the app exported as a spreadsheet with `,` as its list separator reads it (RFC 4180): its records. */
export function csvRecords(csv: string): { records: string[][]; errors: Papa.ParseError[] } {
  const { data, errors } = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n', skipEmptyLines: true });
  return { records: data, errors };
}

/**
 * The cells that Excel in a `;` locale would run as formulas: it splits the file at each `;` and line break, and a
 * cell, trimmed of the quotes around it, that starts with =, +, -, @, a tab or a CR (OWASP's list) and is not a plain
 * number is a formula. The app's export must leave none.
 */
export function formulaCellsWithSemicolons(csv: string): string[] {
  const cells = Papa.parse<string[]>(csv, { delimiter: ';', newline: '\r\n' }).data.flat();
  const trimmed = cells.flatMap((cell) => cell.split(/\r\n?|\n/)).map((cell) => cell.replace(/^"+|"+$/g, ''));
  return trimmed.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
}
