import dayjs from 'dayjs';

/** Spec section 9: event dates show as DD/MM/YYYY (the form the event search accepts too). */
export const EVENT_DATE_FORMAT = 'DD/MM/YYYY';

export const formatEventDate = (unixSeconds: number | undefined) => (unixSeconds ? dayjs.unix(unixSeconds).format(EVENT_DATE_FORMAT) : '');
