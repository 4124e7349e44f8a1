import { REPORT_MAX_DAYS } from '@shared/reports';

/** The Report page's texts (docs/decisions/032-report-page.md). */
export const REPORT_UI = {
  title: 'Reports',
  intro: 'What was sent, to whom, how it went and what it led to, by the day it was sent.',
  deliveriesTitle: 'Deliveries',
  compareTitle: 'Compare events',
  badDate: 'Dates are written YYYY-MM-DD.',
  rangeInvalid: 'The end date may not be before the start date.',
  rangeTooLong: `The date range can span at most ${REPORT_MAX_DAYS} days.`,
  loadFailed: 'Load report failed',
  deliveriesFailed: 'Load deliveries failed',
  exported: (name: string) => `${name} downloaded`,
  noSends: (from: string, to: string, filtered: boolean) =>
    filtered ? `No sends between ${from} and ${to} with these filters: widen the dates or clear a filter.` : `No sends between ${from} and ${to}: widen the dates.`,
  noDeliveries: 'No deliveries match: widen the dates or clear a filter.',
  oneOffNoLink: 'Action trigger messages have no workflow to filter by.',
  chooseTwo: 'Choose two events to compare.',
  topReasons: 'Top reasons',
} as const;
