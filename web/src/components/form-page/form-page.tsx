import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from 'primereact/button';
import type { SWRResponse } from 'swr';
import type { z } from 'zod';
import { PageHeader } from '../page-header';
import { PageLoading } from '../page-loading';
import { applyDraft, keepDraft, takeDraft } from './form-draft';
import { FORM_TEXTS } from './form-texts';
import { LeaveDialog } from './leave-dialog';
import { SaveConfirmationDialog, type SaveConfirmation } from './save-confirmation';
import { RecordHistory } from '../record-history/record-history';
import { RestoreNotice } from '../record-history/restore-notice';
import { sameValues, useFormState, type FormState } from './use-form-state';
import { useLeaveGuard } from './use-leave-guard';
import { isApiError, onSessionEnd, toastFailure } from '@/lib/api-client';
import { auth } from '@/lib/auth-store';
import { listHref } from '@/lib/list-state';
import { toast } from '@/lib/toast';
import { RESTORE_TEXTS } from '@shared/audit-restore';
import type { AuditEntryAnswer } from '@shared/audit-schemas';
import './form-page.css';

type Values = Record<string, unknown>;

/** Everything a create/edit screen needs to know about its resource; the FormPage does the rest. */
export interface FormResource<S extends z.ZodType<unknown, Values>, R extends { id: number; version: number }> {
  titles: { create: string; edit: string };
  /** The list's SPA path: Cancel, a successful save and a missing record go back there. */
  path: string;
  schema: S;
  defaults: z.input<S>;
  /** SWR hook loading the record to edit; no request when the id is undefined. */
  useRecord: (id: string | undefined) => SWRResponse<R>;
  toValues: (record: R) => z.input<S>;
  /** Its answer is not read: a successful save goes back to the list. */
  create: (values: z.output<S>) => Promise<unknown>;
  /**
   * Gets the version the form was loaded with, so a stale edit is refused (409) instead of lost;
   * and, when the values are an earlier version restored from the History, that version's number.
   */
  update: (id: number, values: z.output<S>, version: number, restoredFrom?: number) => Promise<unknown>;
  /** The record as it was right after one of its History entries: the History offers 'Restore this version'. */
  getVersion?: (id: string, entryId: number) => Promise<R>;
  texts: { saved: string; couldNotSave: string; notFound: (id: string) => string; loadFailed: string };
  /** The records' API path without /v1 ('/tags'): an edit shows the record's History (its audit trail) under the form. */
  apiPath?: string;
  /** Before an edit is saved: what it does to pending sends, for the user to confirm; null saves at once. */
  confirmUpdate?: (values: z.output<S>, record: R) => Promise<SaveConfirmation | null>;
}

/** What a form's parts render from: the form state and, when editing, the record as loaded. */
type FormPart<S extends z.ZodType<unknown, Values>, R> = (form: FormState<S>, record: R | undefined) => ReactNode;

interface FormPageProps<S extends z.ZodType<unknown, Values>, R extends { id: number; version: number }> {
  resource: FormResource<S, R>;
  /** The record to edit; create mode without it. */
  id?: string;
  children: FormPart<S, R>;
  aside?: ReactNode | FormPart<S, R>;
  /** Full-width content under the form and outside it (its buttons never submit the form), e.g. a test panel. */
  after?: FormPart<S, R>;
  /** A rule beyond the schema that keeps Save disabled (the form shows why), e.g. an untested query. */
  canSave?: (form: FormState<S>) => boolean;
  /** Wide forms (query editors, mapping tables) use the page's width. */
  wide?: boolean;
  /**
   * Save stays enabled while the form is invalid, and an invalid submit marks every field so its
   * error shows (the spec's rule for recipient, sender info and test contact forms); otherwise
   * Save is disabled while invalid.
   */
  submitShowsErrors?: boolean;
  /**
   * A submit button of the form whose value is `intent` saves and then goes to the address `to`
   * gives for the saved record, instead of back to the list (e.g. 'Save and test').
   */
  saveAndGo?: { intent: string; to: (saved: { id: number }) => string };
}

export function FormPage<S extends z.ZodType<unknown, Values>, R extends { id: number; version: number }>({ resource, id, children, aside, after, canSave, wide, submitShowsErrors, saveAndGo }: FormPageProps<S, R>) {
  const [path, navigate] = useLocation();
  const { data: record, error } = resource.useRecord(id);
  const form = useFormState(resource.schema, resource.defaults);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<(SaveConfirmation & { write: () => Promise<void> }) | null>(null);
  const loaded = useRef<{ key: string; id: number; values: z.input<S> } | undefined>(undefined);
  const backToList = listHref(resource.path);
  const leaveGuard = useLeaveGuard(form.dirty);
  /** The History entry whose version fills the form, until it is saved or given up. */
  const [restoring, setRestoring] = useState<AuditEntryAnswer | undefined>(undefined);

  /** Puts back the changes of a draft kept when the session ended (see below); false without one. */
  const restoreDraft = (fresh: z.input<S>): boolean => {
    const draft = auth.user ? takeDraft(auth.user.id, path) : undefined;
    if (!draft) return false;
    form.reset(applyDraft(fresh as Values, draft, sameValues) as z.input<S>, fresh);
    toast.info(FORM_TEXTS.draftRestored, FORM_TEXTS.draftRestoredHeader, { life: 10_000 });
    return true;
  };

  // Fill the form once per loaded version. A newer version of the same record (saved from this
  // page, e.g. a layout's 'Save to origin') keeps the fields the user changed since the last load.
  useEffect(() => {
    if (!record || `${record.id}:${record.version}` === loaded.current?.key) return;
    const fresh = resource.toValues(record);
    const base = loaded.current?.id === record.id ? (loaded.current.values as Values) : undefined;
    loaded.current = { key: `${record.id}:${record.version}`, id: record.id, values: fresh };
    if (!base) {
      if (!restoreDraft(fresh)) form.reset(fresh);
      return;
    }
    form.reset(applyDraft(fresh as Values, { baseline: base, values: form.values as Values }, sameValues) as z.input<S>, fresh);
  }, [record, form, resource]);

  // A new record starts from the defaults it already holds (and what its fields filled in), or from a draft.
  const created = useRef(false);
  useEffect(() => {
    if (id || created.current) return;
    created.current = true;
    restoreDraft(resource.defaults);
  }, [id]);

  // A 401 sends the user to sign in again: the unsaved values wait for their return to this form.
  const unsaved = useRef({ dirty: false, values: form.values as Values, baseline: form.baseline as Values });
  useEffect(() => {
    unsaved.current = { dirty: form.dirty, values: form.values as Values, baseline: form.baseline as Values };
  });
  useEffect(
    () =>
      onSessionEnd(() => {
        const { dirty, values, baseline } = unsaved.current;
        if (dirty && auth.user) keepDraft(auth.user.id, path, { values, baseline });
      }),
    [path],
  );

  useEffect(() => {
    if (!error || !id) return;
    if (isApiError(error, 404)) {
      toast.error(resource.texts.notFound(id));
      navigate(backToList, { replace: true });
    } else toastFailure(resource.texts.loadFailed, error);
  }, [error, id, resource, navigate, backToList]);

  // An earlier version fills the form for review against the loaded one: Save writes it as an ordinary update.
  const restore = async (entry: AuditEntryAnswer) => {
    if (!record || !resource.getVersion) return;
    try {
      const version = await resource.getVersion(String(record.id), entry.id);
      form.reset(resource.toValues(version), resource.toValues(record));
      setRestoring(entry);
    } catch (failure) {
      if (isApiError(failure, 422)) toast.error(RESTORE_TEXTS.couldNotRestore, Object.values(failure.errors).join(' ') || failure.message);
      else toastFailure(RESTORE_TEXTS.couldNotRestore, failure);
    }
  };
  const stopRestoring = () => {
    if (record) form.reset(resource.toValues(record));
    setRestoring(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (!values || saving || (canSave && !canSave(form))) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const goTo = saveAndGo && submitter?.value === saveAndGo.intent ? saveAndGo.to : undefined;
    setSaving(true);
    const asking = record && resource.confirmUpdate ? await resource.confirmUpdate(values, record) : null;
    if (asking) {
      setSaving(false);
      setConfirming({ ...asking, write: () => write(values, goTo) });
    } else await write(values, goTo);
  };

  const write = async (values: z.output<S>, goTo: ((saved: { id: number }) => string) | undefined) => {
    setSaving(true);
    try {
      const saved = record ? await resource.update(record.id, values, record.version, restoring?.version) : await resource.create(values);
      toast.success(resource.texts.saved);
      navigate(goTo ? goTo(saved as { id: number }) : backToList);
    } catch (failure) {
      if (isApiError(failure, 422)) {
        form.setServerErrors(failure.errors);
        toast.error(resource.texts.couldNotSave, Object.values(failure.errors).join(' ') || failure.message);
      } else toastFailure(resource.texts.couldNotSave, failure); // 409: the API's 'reload and apply again' text
    } finally {
      setSaving(false);
    }
  };

  const loading = !!id && !record;
  const part = (render: ReactNode | FormPart<S, R>) => (typeof render === 'function' ? render(form, record) : render);
  return (
    <section className={wide ? 'form-page form-page--wide' : 'form-page'}>
      <PageHeader title={id ? resource.titles.edit : resource.titles.create} />
      <div className="form-page__body">
        <form className="card form-page__form" onSubmit={save} noValidate aria-busy={loading}>
          {restoring && <RestoreNotice entry={restoring} onCancel={stopRestoring} />}
          {loading ? <PageLoading /> : children(form, record)}
          <div className="form-page__actions">
            <Button type="submit" label="Save" icon="pi pi-check" disabled={(!form.valid && !submitShowsErrors) || saving || loading || (canSave && !canSave(form))} loading={saving} />
            <Link href={backToList} className="p-button p-button-secondary p-button-outlined p-component">
              <span className="p-button-label">Cancel</span>
            </Link>
          </div>
        </form>
        {aside && <aside className="form-page__aside">{part(aside)}</aside>}
      </div>
      {after && !loading && <div className="form-page__after">{after(form, record)}</div>}
      {resource.apiPath && record && <RecordHistory path={`${resource.apiPath}/${record.id}`} version={record.version} onRestore={resource.getVersion ? restore : undefined} />}
      <SaveConfirmationDialog asking={confirming} onConfirm={() => confirming?.write()} onClose={() => setConfirming(null)} />
      <LeaveDialog open={leaveGuard.asking} onStay={leaveGuard.stay} onLeave={leaveGuard.leave} />
    </section>
  );
}
