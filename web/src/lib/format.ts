/**
 * Every time the SPA shows is on the Europe/Amsterdam wall clock, whatever the browser's zone
 * (spec section 9), through the one function of shared/amsterdam-time.ts.
 */
export { formatAmsterdam, TIME_ZONE_NOTE, type TimeForm } from '@shared/amsterdam-time';
