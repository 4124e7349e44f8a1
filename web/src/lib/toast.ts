import type { ReactNode } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';

/**
 * One toast outlet for the whole app (top right), reachable from non-React code such as the
 * API client. Messages sent before the outlet mounts are queued.
 */
let outlet: Toast | null = null;
const queue: ToastMessage[] = [];

export function registerToastOutlet(toast: Toast | null) {
  outlet = toast;
  if (outlet && queue.length) outlet.show(queue.splice(0));
}

/** setTimeout overflows above ~24.8 days and would close the toast at once, so longer lives become sticky. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function show(message: ToastMessage) {
  const life = message.life ?? 3000;
  const resolved = life > MAX_TIMER_MS ? { ...message, sticky: true } : { ...message, life };
  if (outlet) outlet.show(resolved);
  else queue.push(resolved);
}

interface Options {
  life?: number;
}

export const toast = {
  success: (detail: ReactNode, summary = 'Success', options: Options = {}) => show({ severity: 'success', summary, detail, ...options }),
  info: (detail: ReactNode, summary = 'Info', options: Options = {}) => show({ severity: 'info', summary, detail, ...options }),
  warn: (detail: ReactNode, summary = 'Warning', options: Options = {}) => show({ severity: 'warn', summary, detail, life: 6000, ...options }),
  error: (summary: string, detail?: ReactNode, options: Options = {}) => show({ severity: 'error', summary, detail, life: 6000, ...options }),
};
