import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { Button } from 'primereact/button';
import { api, isApiError, toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { StoredSettingSchema } from '@shared/settings';

/**
 * One named setting edited on its own form (POST /v1/settings): its saved value as `valueOf` reads
 * it, or `fallback` while none is saved (the setting answers 404 until then), and its save, which
 * keeps the server's text for a refused value (422) and says how it went in a toast.
 */
export function useSettingForm<T>(name: string, groupName: string, valueOf: (value: unknown) => T, fallback: T) {
  const { data, error, mutate } = useSWR([`/settings/${name}`], async ([path]) => {
    try {
      return valueOf((await api.get(path, StoredSettingSchema)).value);
    } catch (failure) {
      if (isApiError(failure, 404)) return fallback;
      throw failure;
    }
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** Saves `value`, then shows what the server saved and toasts `savedText`. */
  const save = async (value: unknown, savedText: string) => {
    setSaving(true);
    try {
      const saved = await api.post('/settings', StoredSettingSchema, { name, groupName, value });
      setProblem(null);
      await mutate(valueOf(saved.value), { revalidate: false });
      toast.success(savedText);
    } catch (failure) {
      if (isApiError(failure, 422)) setProblem(failure.errors.value ?? failure.message);
      toastFailure('Save failed', failure);
    } finally {
      setSaving(false);
    }
  };

  return { data, error: error as Error | undefined, problem, saving, save };
}

/** The form of one setting: its fields under a legend (disabled when read only), and its Save button (none when read only). */
export function SettingForm({ legend, saveLabel, readOnly, saving, onSave, children }: { legend: string; saveLabel: string; readOnly: boolean; saving: boolean; onSave: () => void; children: ReactNode }) {
  return (
    <form
      className="sending-rules__channel"
      // the server's text says what is wrong, the same way for every client
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <fieldset disabled={readOnly} className="sending-rules__plain">
        <legend>{legend}</legend>
        {children}
      </fieldset>
      {!readOnly && <Button type="submit" label={saveLabel} severity="secondary" loading={saving} />}
    </form>
  );
}
