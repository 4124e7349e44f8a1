import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { PageHeader } from '@/components/page-header';
import { PageLoading } from '@/components/page-loading';
import { isApiError, toastFailure } from '@/lib/api-client';
import { useIsSuperAdmin } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { formatAmsterdam } from '@shared/amsterdam-time';
import { CHANNELS, SENDING_RULE_TEXTS, type ChannelRules, type SendingRules } from '@shared/sending-rules';
import { saveSendingRules, useSendingRules } from './sending-rules-api';
import { AlertAddressForm } from './alert-address-form';
import { ApprovalSettingForm } from './approval-setting-form';

const CHANNEL_NAMES = { email: 'Email', sms: 'SMS' } as const;
const NO_QUIET_HOURS = { from: '21:00', to: '08:00' };

/** A cap's field: empty is no cap. */
const capText = (value: number | null) => (value === null ? '' : String(value));
const capValue = (text: string) => (text.trim() === '' ? null : Number(text));

function ChannelFieldset({ channel, rules, errors, readOnly, onChange }: { channel: (typeof CHANNELS)[number]; rules: ChannelRules; errors: Record<string, string>; readOnly: boolean; onChange: (rules: ChannelRules) => void }) {
  const id = (field: string) => `${channel}-${field}`;
  const error = (field: string) => errors[`${channel}.${field}`];
  const described = (field: string) => (error(field) ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {});
  const message = (field: string) =>
    error(field) && (
      <small id={`${id(field)}-error`} className="p-error">
        {error(field)}
      </small>
    );
  const quiet = rules.quietHours;
  return (
    <fieldset className="sending-rules__channel" disabled={readOnly}>
      <legend>{CHANNEL_NAMES[channel]}</legend>
      <label className="sending-rules__check">
        <input type="checkbox" checked={quiet !== null} onChange={(e) => onChange({ ...rules, quietHours: e.target.checked ? NO_QUIET_HOURS : null })} />
        Quiet hours: no {CHANNEL_NAMES[channel]} send starts between
      </label>
      {quiet && (
        <div className="sending-rules__row">
          <label htmlFor={id('from')}>From</label>
          <input id={id('from')} type="time" className="p-inputtext p-component" value={quiet.from} onChange={(e) => onChange({ ...rules, quietHours: { ...quiet, from: e.target.value } })} {...described('quietHours.from')} />
          <label htmlFor={id('to')}>To</label>
          <input id={id('to')} type="time" className="p-inputtext p-component" value={quiet.to} onChange={(e) => onChange({ ...rules, quietHours: { ...quiet, to: e.target.value } })} {...described('quietHours.to')} />
          {message('quietHours.from')}
          {message('quietHours.to')}
        </div>
      )}
      <div className="sending-rules__row">
        <label htmlFor={id('day')}>At most per contact in 24 hours</label>
        <input id={id('day')} type="number" min={1} step={1} className="p-inputtext p-component" placeholder="No cap" value={capText(rules.maxPer24Hours)} onChange={(e) => onChange({ ...rules, maxPer24Hours: capValue(e.target.value) })} {...described('maxPer24Hours')} />
        {message('maxPer24Hours')}
      </div>
      <div className="sending-rules__row">
        <label htmlFor={id('week')}>At most per contact in 7 days</label>
        <input id={id('week')} type="number" min={1} step={1} className="p-inputtext p-component" placeholder="No cap" value={capText(rules.maxPer7Days)} onChange={(e) => onChange({ ...rules, maxPer7Days: capValue(e.target.value) })} {...described('maxPer7Days')} />
        {message('maxPer7Days')}
      </div>
    </fieldset>
  );
}

/**
 * The sending rules (decision 033): quiet hours per channel, in which an item's send waits for
 * their end, and frequency caps per contact across all workflows, over which a delivery is
 * skipped; and where the alerts are mailed. Super-admins change them; everyone else reads them.
 */
export function SendingRulesPage() {
  const { data, error, mutate } = useSendingRules();
  const superAdmin = useIsSuperAdmin();
  const [draft, setDraft] = useState<SendingRules | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data && !draft) setDraft(data.rules);
  }, [data, draft]);

  if (error) return <p role="alert">The sending rules could not be loaded: {error.message}</p>;
  if (!data || !draft) return <PageLoading />;

  // an edited channel's refusals are out of date: the next save says again what is still wrong
  const changeChannel = (channel: (typeof CHANNELS)[number], rules: ChannelRules) => {
    setDraft({ ...draft, [channel]: rules });
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(`${channel}.`))));
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveSendingRules(draft);
      setErrors({});
      setDraft(saved.rules);
      await mutate(saved, { revalidate: false });
      toast.success(SENDING_RULE_TEXTS.saved);
    } catch (failure) {
      if (isApiError(failure, 422)) setErrors(failure.errors);
      toastFailure('Save failed', failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="sending-rules">
      <PageHeader title="Sending rules" />
      <p className="sending-rules__intro">
        Times are Europe/Amsterdam. An item whose send time falls in the quiet hours of its channel waits for their end, and its timeline says so. A contact who already had as many messages as a cap allows (across all
        workflows) is skipped, with the reason in the delivery log.{' '}
        {data.updatedAt ? `Saved ${formatAmsterdam(data.updatedAt, 'date-time')}.` : 'These are the defaults: nothing was saved yet.'}
      </p>
      {!superAdmin && <p className="sending-rules__note">Only a super-admin can change the sending rules.</p>}
      {/* the server checks every value and says why at its field: the browser's own checks would stop the save without a word on the page */}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {CHANNELS.map((channel) => (
          <ChannelFieldset key={channel} channel={channel} rules={draft[channel]} errors={errors} readOnly={!superAdmin} onChange={(rules) => changeChannel(channel, rules)} />
        ))}
        <label className="sending-rules__check">
          <input type="checkbox" checked={draft.capActionTriggers} disabled={!superAdmin} onChange={(e) => setDraft({ ...draft, capActionTriggers: e.target.checked })} />
          The caps also hold back action trigger messages (a booked meeting, a cancelled registration)
        </label>
        {superAdmin && <Button type="submit" label="Save" loading={saving} />}
      </form>
      <AlertAddressForm readOnly={!superAdmin} />
      <ApprovalSettingForm readOnly={!superAdmin} />
    </div>
  );
}
