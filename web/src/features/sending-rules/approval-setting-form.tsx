import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { APPROVAL_SETTING, APPROVAL_TEXTS, APPROVALS_PATH, type ApprovalScope } from '@shared/approvals';
import { SettingForm, useSettingForm } from './setting-form';

/** The saved scope, or false while none is. */
const scopeOfValue = (value: unknown): ApprovalScope => (value === true || (typeof value === 'object' && value !== null && 'eventIds' in value) ? (value as ApprovalScope) : false);

interface Draft {
  on: boolean;
  everyEvent: boolean;
  eventIds: string;
}
const draftOf = (scope: ApprovalScope): Draft => ({ on: scope !== false, everyEvent: scope !== false && scope === true, eventIds: typeof scope === 'object' ? scope.eventIds.join(', ') : '' });
const scopeOf = (draft: Draft): unknown => (!draft.on ? false : draft.everyEvent ? true : { eventIds: draft.eventIds.split(/[\s,]+/).filter(Boolean).map(Number) });

/**
 * "Changes to Active sends need approval" (docs/approvals.md): off, on for every event, or on for
 * the events named. Super-admins change it; everyone else reads it.
 */
export function ApprovalSettingForm({ readOnly }: { readOnly: boolean }) {
  const ids = { on: useId(), every: useId(), some: useId(), events: useId() };
  const { data, error, problem, saving, save } = useSettingForm(APPROVAL_SETTING, 'approvals', scopeOfValue, false);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (data !== undefined && draft === null) setDraft(draftOf(data));
  }, [data, draft]);
  if (error) return <p role="alert">The approval setting could not be loaded: {error.message}</p>;
  if (!draft) return null;

  const onSave = () => void save(scopeOf(draft), draft.on ? 'Changes to Active sends now wait for a second approval.' : 'Changes to Active sends take effect at once.');

  return (
    <SettingForm legend="Second approval" saveLabel="Save approval setting" readOnly={readOnly} saving={saving} onSave={onSave}>
      <label className="sending-rules__check" htmlFor={ids.on}>
        <input id={ids.on} type="checkbox" checked={draft.on} onChange={(e) => setDraft({ ...draft, on: e.target.checked })} />
        {APPROVAL_TEXTS.settingLabel}
      </label>
      <p className="sending-rules__note">
        Attaching workflows or sets, editing the trigger of an Active item, activating a workflow with attached items and reactivating failed items then wait for another super-admin on{' '}
        <Link href={APPROVALS_PATH}>Approvals</Link>.
      </p>
      {draft.on && (
        <div className="sending-rules__row" role="radiogroup" aria-label="Which events">
          <input id={ids.every} type="radio" name={ids.every} checked={draft.everyEvent} onChange={() => setDraft({ ...draft, everyEvent: true })} />
          <label htmlFor={ids.every}>Every event</label>
          <input id={ids.some} type="radio" name={ids.every} checked={!draft.everyEvent} onChange={() => setDraft({ ...draft, everyEvent: false })} />
          <label htmlFor={ids.some}>Only the events</label>
          <input
            id={ids.events}
            aria-label="Event ids"
            className="p-inputtext p-component"
            placeholder="12, 40"
            disabled={draft.everyEvent}
            value={draft.eventIds}
            onChange={(e) => setDraft({ ...draft, eventIds: e.target.value })}
            {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${ids.events}-error` } : {})}
          />
          {problem && (
            <small id={`${ids.events}-error`} className="p-error">
              {problem}
            </small>
          )}
        </div>
      )}
    </SettingForm>
  );
}
