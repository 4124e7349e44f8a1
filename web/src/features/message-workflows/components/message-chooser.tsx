import { Suspense, useState } from 'react';
import { Button } from 'primereact/button';
import { searchMessages } from '../api/search-messages';
import { MESSAGE_WORKFLOW_UI } from '../message-workflow-texts';
import type { MessageSummary } from '../message-workflow-types';
import { useCreateMessageDialog } from './quick-create-message';
import { ObjectChooser } from '@/components/object-chooser';
import { FormField } from '@/components/form-page/form-field';

interface MessageChooserProps {
  id: string;
  /** The chosen message's id (what the API stores). */
  messageId: number | null | undefined;
  /** The message as the record included it, so an edit shows its name at once. */
  initial?: MessageSummary | null;
  onChange: (messageId: number | null) => void;
  error?: string;
  required: boolean;
}

export const messageLabel = (message: MessageSummary) => `#${message.id} ${message.name}`;

/**
 * The workflow's message (spec section 2): at most one, found by id or name from 1 character among
 * Active messages, or made on the spot in the 'Create new message' modal (which the app provides).
 */
export function MessageChooser({ id, messageId, initial, onChange, error, required }: MessageChooserProps) {
  const CreateMessageDialog = useCreateMessageDialog();
  const [creating, setCreating] = useState(false);
  const [known, setKnown] = useState(() => new Map(initial ? [[initial.id, initial]] : []));
  const chosen = messageId ? known.get(messageId) : undefined;
  // An id without its message (not included, e.g. deleted meanwhile) still shows as chosen.
  const value = messageId ? [chosen ?? { id: messageId, name: '', status: 0, type: 0 }] : [];

  const choose = (message: MessageSummary | undefined) => {
    if (message) setKnown((current) => new Map(current).set(message.id, message));
    onChange(message?.id ?? null);
  };

  return (
    <FormField id={id} label="Message" error={error} required={required}>
      <div className="message-chooser">
        <div className="single-chooser">
          <ObjectChooser<MessageSummary>
            id={id}
            value={value}
            onChange={(messages) => choose(messages.at(-1))}
            search={searchMessages}
            searchFailedText={MESSAGE_WORKFLOW_UI.messageSearchFailed}
            label={messageLabel}
            minLength={1}
            maxSelected={1}
            placeholder={MESSAGE_WORKFLOW_UI.messagePlaceholder}
            invalid={!!error}
            describedBy={error ? `${id}-error` : undefined}
          />
        </div>
        {CreateMessageDialog && <Button type="button" label={MESSAGE_WORKFLOW_UI.createMessage} icon="pi pi-plus" outlined onClick={() => setCreating(true)} />}
      </div>
      {CreateMessageDialog && creating && (
        // The modal holds the whole message form: loaded when first opened.
        <Suspense fallback={null}>
          <CreateMessageDialog open onClose={() => setCreating(false)} onCreated={choose} />
        </Suspense>
      )}
    </FormField>
  );
}
