import type { ReactNode } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';
import { proxy, ref } from 'valtio';

/**
 * The toast outlets of the whole app, reachable from non-React code such as the API client
 * (decision 020, 'Where toasts show'):
 * - passing toasts, top right below the screen's heading (`placePageToasts`), so they never cover
 *   its main buttons (the create buttons top right, Save at the form's end or in a bar at the
 *   bottom of the window);
 * - passing toasts shown while a dialog is open go inside it, between its title bar and its
 *   content, so its close button and its fields stay free; there one answers at a time: the next
 *   one takes the place of the one before;
 * - notices that stay until closed (the password warning) sit above the screen's heading, in the
 *   page's flow, where they cover nothing (no table row, no button).
 * The outlets load with the signed-in shell, or with the first message on /login (app/app.tsx); a
 * message waits in its outlet's queue until the outlet mounts.
 */
interface Outlet {
  toast: Toast | null;
  queue: ToastMessage[];
}
const passing: Outlet = { toast: null, queue: [] };
const notices: Outlet = { toast: null, queue: [] };
const inDialog: Outlet = { toast: null, queue: [] };

/**
 * What app/toast-outlets.tsx renders: whether it is wanted (signed in, or once a message has been
 * sent), the element of the open dialog its toasts go into, and the shell's place for notices.
 */
export const toastOutlets = proxy({
  wanted: false,
  dialog: null as HTMLElement | null,
  noticeSlot: null as HTMLElement | null,
});

function enqueue(outlet: Outlet, message: ToastMessage) {
  outlet.queue.push(message);
  toastOutlets.wanted = true;
}

/**
 * A passing toast's life counts from the first frame that shows it. PrimeReact starts its timer
 * when the toast mounts, and a page busy rendering the next screen (the list after a save, on a
 * loaded machine) could spend the whole life before painting it. So passing toasts go to their
 * outlet sticky and are removed here, their life after the frame after next (on screen by then).
 * As with PrimeReact's timer, the pointer on a toast holds them, and leaving starts their lives again.
 */
interface Life {
  life: number;
  timer?: ReturnType<typeof setTimeout>;
  /** Where it shows; undefined until it is placed (the frame after it was asked for). */
  outlet?: Outlet;
}
const lives = new Map<ToastMessage, Life>();
let held = false;
let shownCount = 0;

const afterNextPaint = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(run));

function startLife(message: ToastMessage) {
  const entry = lives.get(message);
  if (!entry?.outlet || held) return;
  clearTimeout(entry.timer);
  entry.timer = setTimeout(() => entry.outlet?.toast?.remove(message), entry.life);
}

/** Forgets a passing toast and takes it off the screen (or out of its queue). */
function withdraw(message: ToastMessage) {
  const entry = lives.get(message);
  if (!entry) return;
  clearTimeout(entry.timer);
  lives.delete(message);
  for (const outlet of [passing, inDialog]) {
    const queued = outlet.queue.indexOf(message);
    if (queued >= 0) outlet.queue.splice(queued, 1);
  }
  entry.outlet?.toast?.remove(message);
}

/** The events of the passing outlets (toast-outlets.tsx). */
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
  if (outlet === inDialog) toast.replace(queued.at(-1)!);
  else toast.show(queued);
  if (outlet !== notices) afterNextPaint(() => queued.forEach(startLife));
}
export const registerToastOutlet = (toast: Toast | null) => register(passing, toast);
export const registerNoticeOutlet = (toast: Toast | null) => register(notices, toast);
export const registerDialogOutlet = (toast: Toast | null) => register(inDialog, toast);

/** The shell's place for notices (app/layout/shell.tsx). */
export const registerNoticeSlot = (element: HTMLElement | null) => {
  toastOutlets.noticeSlot = element && ref(element);
};

/**
 * The open dialog on top, unless it is closing: the dialogs are PrimeReact's, each in a mask
 * appended to the body in the order they opened.
 */
function dialogOnTop(): HTMLElement | undefined {
  const open = [...document.querySelectorAll<HTMLElement>('.p-dialog-mask > .p-dialog')].filter(
    (dialog) => !dialog.matches('.p-dialog-exit, .p-dialog-exit-active') && !dialog.parentElement!.matches('.p-component-overlay-leave'),
  );
  return open.at(-1);
}

const DIALOG_TOASTS = 'dialog-toasts';

/**
 * A dialog's toasts sit in its flow, above its content: one that comes (an answer to a click)
 * moves the content down. One that goes (its life over, while the user reaches for a button) must
 * not move it back up under the pointer: the place keeps the height of its tallest toast until the
 * dialog closes.
 */
let roomKeeper: ResizeObserver | undefined;
function keepRoom(place: HTMLElement) {
  roomKeeper ??= new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const held = target as HTMLElement;
      if (!held.isConnected) {
        roomKeeper?.unobserve(held);
        continue;
      }
      const height = held.getBoundingClientRect().height;
      if (height > parseFloat(held.style.minHeight || '0')) held.style.minHeight = `${height}px`;
    }
  });
  roomKeeper.observe(place);
}

/** The place for toasts in `dialog`: between its title bar and its content. */
function placeIn(dialog: HTMLElement): HTMLElement {
  let place = dialog.querySelector<HTMLElement>(`:scope > .${DIALOG_TOASTS}`);
  if (!place) {
    place = document.createElement('div');
    place.className = DIALOG_TOASTS;
    dialog.insertBefore(place, dialog.querySelector(':scope > .p-dialog-content'));
    keepRoom(place);
  }
  return place;
}

/**
 * The page's toasts start below the screen's heading (its bottom where the page is not scrolled,
 * so a scrolled page only leaves more room above them) and below the app's header.
 */
export function placePageToasts() {
  const top = (px: number) => document.documentElement.style.setProperty('--toast-top', `${Math.round(px)}px`);
  const header = document.querySelector('.app-header');
  // signed out (the login screen): PrimeReact's own place
  if (!header) return top(20);
  const heading = document.querySelector('.shell__content .page-header');
  // a screen still loading keeps the place its heading will take (styles.css: --toast-top's default)
  if (heading) top(Math.max(header.getBoundingClientRect().bottom, heading.getBoundingClientRect().bottom + window.scrollY) + 12);
}

/** Shows a placed toast where it belongs now: in the dialog on top, or on the page. */
function place(message: ToastMessage) {
  const entry = lives.get(message);
  if (!entry) return; // taken back meanwhile (replaced)
  const dialog = dialogOnTop();
  if (dialog) {
    const where = placeIn(dialog);
    // one at a time in a dialog: the next answer takes the place of the one before
    for (const [shown, other] of lives) if (other.outlet === inDialog && shown !== message) withdraw(shown);
    entry.outlet = inDialog;
    if (toastOutlets.dialog === where && inDialog.toast) {
      inDialog.toast.replace(message);
      afterNextPaint(() => startLife(message));
    } else {
      inDialog.queue.splice(0, inDialog.queue.length, message);
      toastOutlets.dialog = ref(where);
      toastOutlets.wanted = true;
    }
    return;
  }
  entry.outlet = passing;
  placePageToasts();
  if (!passing.toast) return void enqueue(passing, message);
  passing.toast.show(message);
  afterNextPaint(() => startLife(message));
}

/**
 * The dialog the toasts went into has closed (toast-outlets.tsx watches): the ones still on show
 * there move to the page (or the dialog now on top) with their lives from the start.
 */
export function dialogClosed() {
  const left = [...lives].filter(([, entry]) => entry.outlet === inDialog).map(([message]) => message);
  inDialog.queue.splice(0);
  toastOutlets.dialog = null;
  for (const message of left) {
    const entry = lives.get(message)!;
    clearTimeout(entry.timer);
    entry.outlet = undefined;
    place(message);
  }
}

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
    if (earlier) withdraw(earlier);
    latest.set(replaces, resolved);
  }
  // With a dialog open, placed once the screen has caught up with what asked for it: a dialog
  // that closes after its answer (Save, then close) is closing by then, and its answer shows on the page.
  if (dialogOnTop()) afterNextPaint(() => place(resolved));
  else place(resolved);
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
