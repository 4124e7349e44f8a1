import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button } from 'primereact/button';
import { api, isApiError, toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ALERT_DIGEST_SETTING } from '@shared/alerts';
import { StoredSettingSchema } from '@shared/settings';

const PATH = `/settings/${ALERT_DIGEST_SETTING}`;

/** The saved address, or '' while none is (the setting answers 404 until saved). */
async function readAddress(): Promise<string> {
  try {
    const setting = await api.get(PATH, StoredSettingSchema);
    return typeof setting.value === 'string' ? setting.value : '';
  } catch (error) {
    if (isApiError(error, 404)) return '';
    throw error;
  }
}

/**
 * Where the hourly alert digest goes (docs/alerts.md): an email address, or empty for no mail.
 * Super-admins change it; everyone else reads it.
 */
export function AlertAddressForm({ readOnly }: { readOnly: boolean }) {
  const { data, error, mutate } = useSWR([PATH], readAddress);
  const [address, setAddress] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data !== undefined && address === null) setAddress(data);
  }, [data, address]);
  if (error) return <p role="alert">The alert address could not be loaded: {error.message}</p>;

  const save = async () => {
    setSaving(true);
    try {
      const value = (address ?? '').trim();
      await api.post('/settings', StoredSettingSchema, { name: ALERT_DIGEST_SETTING, groupName: 'alerts', value });
      setProblem(null);
      await mutate(value, { revalidate: false });
      toast.success(value ? `Alerts are mailed to ${value} once an hour at most.` : 'Alerts are not mailed.');
    } catch (failure) {
      if (isApiError(failure, 422)) setProblem(failure.errors.value ?? failure.message);
      toastFailure('Save failed', failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="sending-rules__channel"
      // the server's text says what is wrong, the same way for every client
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={readOnly} className="sending-rules__plain">
        <legend>Alerts by email</legend>
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
      </fieldset>
      {!readOnly && <Button type="submit" label="Save address" severity="secondary" loading={saving} />}
    </form>
  );
}
