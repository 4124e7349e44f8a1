import type { ReactNode } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';

/**
 * Two toast outlets for the whole app, reachable from non-React code such as the API client:
 * passing toasts top right, and notices that stay until closed (the password warning) bottom
 * right, where they cover no page's main buttons (the create buttons and Save sit top right and
 * bottom left). Messages sent before an outlet mounts are queued.
 */
interface Outlet {
  toast: Toast | null;
  queue: ToastMessage[];
}
const passing: Outlet = { toast: null, queue: [] };
const notices: Outlet = { toast: null, queue: [] };

function register(outlet: Outlet, toast: Toast | null) {
  outlet.toast = toast;
  if (toast && outlet.queue.length) toast.show(outlet.queue.splice(0));
}
export const registerToastOutlet = (toast: Toast | null) => register(passing, toast);
export const registerNoticeOutlet = (toast: Toast | null) => register(notices, toast);

/** setTimeout overflows above ~24.8 days and would close the toast at once, so longer lives become sticky. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function show(message: ToastMessage) {
  const life = message.life ?? 3000;
  const sticky = life > MAX_TIMER_MS;
  const outlet = sticky ? notices : passing;
  const resolved = sticky ? { ...message, sticky: true } : { ...message, life };
  if (outlet.toast) outlet.toast.show(resolved);
  else outlet.queue.push(resolved);
}

interface Options {
  life?: number;
}

export const toast = {
  success: (detail: ReactNode, summary = 'Success', options: Options = {}) => show({ severity: 'success', summary, detail, ...options }),
  info: (detail: ReactNode, summary = 'Info', options: Options = {}) => show({ severity: 'info', summary, detail, ...options }),
  warn: (detail: ReactNode, summary = 'Warning', options: Options = {}) => show({ severity: 'warn', summary, detail, life: 6000, ...options }),
  error: (summary: string, detail?: ReactNode, options: Options = {}) => show({ severity: 'error', summary, detail, life: 6000, ...options }),
  /** Closes the notices that stay until closed (one that is out of date, e.g. after a password change). */
  clearNotices: () => notices.toast?.clear(),
};
