import { useState } from 'react';
import { updateActionTriggerMessage } from '../api/update-action-trigger-message';
import { searchTriggerMessages } from '../api/search-trigger-messages';
import { ACTION_TRIGGER_UI } from '../action-trigger-texts';
import type { TriggerMessage } from '../action-trigger-types';
import type { ActionTriggerMessage } from '@shared/action-triggers';
import { ObjectPicker } from '@/components/object-picker';
import { toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Spec section 9: the message search starts at 1 character. */
const MESSAGE_SEARCH_MIN_LENGTH = 1;
const messageLabel = (message: TriggerMessage) => `${message.name} (#${message.id})`;

/** A trigger's Email message cell: pick a message and it is saved at once; clearing the text unsets it. */
export function TriggerMessagePicker({ trigger }: { trigger: ActionTriggerMessage }) {
  const stored = trigger.message ?? (trigger.messageId ? { id: trigger.messageId, name: `Message` } : null);
  // Shown at once while saving; the list reloads with the stored value afterwards.
  const [pending, setPending] = useState<{ value: TriggerMessage | null } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (message: TriggerMessage | null) => {
    if ((message?.id ?? null) === (trigger.messageId ?? null)) return;
    setPending({ value: message });
    setSaving(true);
    try {
      await updateActionTriggerMessage(trigger.id, message?.id ?? null);
      toast.success(ACTION_TRIGGER_UI.updated);
    } catch (failure) {
      toastFailure(ACTION_TRIGGER_UI.updateFailed, failure);
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  return (
    <span className="trigger-picker">
      <ObjectPicker<TriggerMessage>
        id={`trigger-message-${trigger.id}`}
        value={pending ? pending.value : stored}
        onChange={save}
        search={searchTriggerMessages}
        searchFailedText={ACTION_TRIGGER_UI.searchFailed}
        label={messageLabel}
        minLength={MESSAGE_SEARCH_MIN_LENGTH}
        placeholder={ACTION_TRIGGER_UI.pickerPlaceholder}
        ariaLabel={`Email message of ${trigger.name}`}
        disabled={saving}
      />
      {saving && <i className="pi pi-spin pi-spinner" aria-label="Saving" />}
    </span>
  );
}
