import dayjs from 'dayjs';

/** The spec's display formats (section 9). Times are unix seconds, shown in the browser's zone. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const formatDate = (unixSeconds: number | undefined) => (unixSeconds ? dayjs.unix(unixSeconds).format(DATE_FORMAT) : '');
export const formatDateTime = (unixSeconds: number | undefined) =>
  unixSeconds ? dayjs.unix(unixSeconds).format(DATE_TIME_FORMAT) : '';
