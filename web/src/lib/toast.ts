import type { ReactNode } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';
import { proxy } from 'valtio';

/**
 * Two toast outlets for the whole app, reachable from non-React code such as the API client:
 * passing toasts top right, and notices that stay until closed (the password warning) bottom
 * right, where they cover no page's main buttons (the create buttons and Save sit top right and
 * bottom left). The outlets load with the signed-in shell, or with the first message on /login
 * (app/app.tsx); a message waits in the queue until they mount.
 */
interface Outlet {
  toast: Toast | null;
  queue: ToastMessage[];
}
const passing: Outlet = { toast: null, queue: [] };
const notices: Outlet = { toast: null, queue: [] };
/** Whether the app mounts the outlets: signed in, or once a message has been sent. */
export const toastOutlets = proxy({ wanted: false });

function enqueue(outlet: Outlet, message: ToastMessage) {
  outlet.queue.push(message);
  toastOutlets.wanted = true;
}

/**
 * A passing toast's life counts from the first frame that shows it. PrimeReact starts its timer
 * when the toast mounts, and a page busy rendering the next screen (the list after a save, on a
 * loaded machine) could spend the whole life before painting it. So passing toasts go to the
 * outlet sticky and are removed here, their life after the frame after next (on screen by then).
 * As with PrimeReact's timer, the pointer on a toast holds them, and leaving starts their lives again.
 */
const lives = new Map<ToastMessage, { life: number; timer?: ReturnType<typeof setTimeout> }>();
let held = false;
let shownCount = 0;

const afterNextPaint = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(run));

function startLife(message: ToastMessage) {
  const entry = lives.get(message);
  if (!entry || held) return;
  clearTimeout(entry.timer);
  entry.timer = setTimeout(() => passing.toast?.remove(message), entry.life);
}

/** The passing outlet's events (app.tsx). */
export const passingToastEvents = {
  onMouseEnter: () => {
    held = true;
    for (const entry of lives.values()) clearTimeout(entry.timer);
  },
  onMouseLeave: () => {
    held = false;
    for (const message of lives.keys()) startLife(message);
  },
  onRemove: (message: ToastMessage) => {
    clearTimeout(lives.get(message)?.timer);
    lives.delete(message);
    // a toast closed under the pointer gets no mouseleave
    if (!lives.size) held = false;
  },
};

function register(outlet: Outlet, toast: Toast | null) {
  outlet.toast = toast;
  if (!toast || !outlet.queue.length) return;
  const queued = outlet.queue.splice(0);
  toast.show(queued);
  if (outlet === passing) afterNextPaint(() => queued.forEach(startLife));
}
export const registerToastOutlet = (toast: Toast | null) => register(passing, toast);
export const registerNoticeOutlet = (toast: Toast | null) => register(notices, toast);

/** setTimeout overflows above ~24.8 days and would close the toast at once, so longer lives become sticky. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The passing toast shown last under each `replaces` key. */
const latest = new Map<string, ToastMessage>();

function show({ replaces, ...message }: ToastMessage & { replaces?: string }) {
  const life = message.life ?? 3000;
  if (life > MAX_TIMER_MS) {
    const notice = { ...message, sticky: true };
    if (notices.toast) notices.toast.show(notice);
    else enqueue(notices, notice);
    return;
  }
  // PrimeReact removes by deep equality, comparing the last key first: a unique id there keeps
  // two toasts of the same text apart.
  const resolved: ToastMessage = { ...message, sticky: true, id: `toast-${++shownCount}` };
  lives.set(resolved, { life });
  if (replaces) {
    const earlier = latest.get(replaces);
    if (earlier) {
      const queued = passing.queue.indexOf(earlier);
      if (queued >= 0) passing.queue.splice(queued, 1);
      else passing.toast?.remove(earlier);
    }
    latest.set(replaces, resolved);
  }
  if (!passing.toast) return void enqueue(passing, resolved);
  passing.toast.show(resolved);
  afterNextPaint(() => startLife(resolved));
}

interface Options {
  life?: number;
  /**
   * A passing toast that answers the same question as an earlier one (signing in, a modal's
   * action) takes its place: the earlier one goes, so a stale failure never stands beside its fix.
   */
  replaces?: string;
}

export const toast = {
  success: (detail: ReactNode, summary = 'Success', options: Options = {}) => show({ severity: 'success', summary, detail, ...options }),
  info: (detail: ReactNode, summary = 'Info', options: Options = {}) => show({ severity: 'info', summary, detail, ...options }),
  warn: (detail: ReactNode, summary = 'Warning', options: Options = {}) => show({ severity: 'warn', summary, detail, life: 6000, ...options }),
  error: (summary: string, detail?: ReactNode, options: Options = {}) => show({ severity: 'error', summary, detail, life: 6000, ...options }),
  /** Closes the notices that stay until closed (one that is out of date, e.g. after a password change). */
  clearNotices: () => notices.toast?.clear(),
};
