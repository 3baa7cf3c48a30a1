/** Calendar dates, yyyy-MM-dd, both days included: the person's days, as the bank dates transactions. */
export interface CalendarRange {
  startDate: string;
  endDate: string;
}
