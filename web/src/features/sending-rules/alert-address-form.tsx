import { useEffect, useState } from 'react';
import { ALERT_DIGEST_SETTING } from '@shared/alerts';
import { SettingForm, useSettingForm } from './setting-form';

/** The saved address, or '' while none is. */
const addressOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Where the hourly alert digest goes (docs/alerts.md): an email address, or empty for no mail.
 * Super-admins change it; everyone else reads it.
 */
export function AlertAddressForm({ readOnly }: { readOnly: boolean }) {
  const { data, error, problem, saving, save } = useSettingForm(ALERT_DIGEST_SETTING, 'alerts', addressOf, '');
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (data !== undefined && address === null) setAddress(data);
  }, [data, address]);
  if (error) return <p role="alert">The alert address could not be loaded: {error.message}</p>;

  const onSave = () => {
    const value = (address ?? '').trim();
    void save(value, value ? `Alerts are mailed to ${value} once an hour at most.` : 'Alerts are not mailed.');
  };

  return (
    <SettingForm legend="Alerts by email" saveLabel="Save address" readOnly={readOnly} saving={saving} onSave={onSave}>
      <div className="sending-rules__row">
        <label htmlFor="alert-address">Mail the new alerts, once an hour at most, to</label>
        <input
          id="alert-address"
          type="email"
          className="p-inputtext p-component"
          placeholder="No mail"
          value={address ?? ''}
          onChange={(e) => setAddress(e.target.value)}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': 'alert-address-error' } : {})}
        />
        {problem && (
          <small id="alert-address-error" className="p-error">
            {problem}
          </small>
        )}
      </div>
    </SettingForm>
  );
}
