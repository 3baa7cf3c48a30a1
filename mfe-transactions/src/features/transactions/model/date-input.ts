// A date as the screen's date fields take it: yyyy-MM-dd, a real calendar day.
import { parseCalendarDate } from '@finance/shared/data';

export const DATE_INPUT_NOT_VALID = 'Date input not valid';

export function isDateInput(text: string): boolean {
  return parseCalendarDate(text) !== null;
}
