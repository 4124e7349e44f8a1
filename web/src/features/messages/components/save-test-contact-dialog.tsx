import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { createTestContact } from '@/api/test-contacts/create-test-contact';
import { TEST_SEND_UI } from '../message-texts';
import { FormField } from '@/components/form-page/form-field';
import { useCloseGuard } from '@/components/form-page/use-close-guard';
import { EventChooser } from '@/components/directory/event-chooser';
import type { EventSummary } from '@/components/directory/directory-types';
import { isApiError, toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface SaveTestContactDialogProps {
  open: boolean;
  onClose: () => void;
  masterContactId: number;
  /** The test's event; a test contact needs one, so the prompt asks when the test has none. */
  event: EventSummary | undefined;
  onSaved: (contact: { id: number; name: string; event: EventSummary }) => void;
}

/** 'Save as new Test Contact': the test's master contact and event under a name. */
export function SaveTestContactDialog({ open, onClose, masterContactId, event, onSaved }: SaveTestContactDialogProps) {
  const [name, setName] = useState('');
  const [ownEvent, setOwnEvent] = useState<EventSummary | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const chosenEvent = event ?? ownEvent;
  const nameError = tried && !name.trim() ? TEST_SEND_UI.contactNameRequired : undefined;
  const eventError = tried && !chosenEvent ? TEST_SEND_UI.eventRequired : undefined;

  // Each opening starts empty: what a closed dialog held is gone, saved or not.
  const close = () => {
    setName('');
    setOwnEvent(undefined);
    setTried(false);
    onClose();
  };
  // a typed name or a chosen event is input: closing asks first (docs/decisions/022)
  const { requestClose, question } = useCloseGuard(!!name.trim() || !!ownEvent, close);

  const save = async (e: FormEvent) => {
    // The dialog sits inside the message page's React tree: its submit must not reach an outer form.
    e.preventDefault();
    e.stopPropagation();
    setTried(true);
    if (!name.trim() || !chosenEvent || saving) return;
    setSaving(true);
    try {
      const saved = await createTestContact({ name: name.trim(), eventId: chosenEvent.id, masterContactId });
      toast.success(TEST_SEND_UI.testContactCreated);
      onSaved({ id: saved.id, name: saved.name, event: chosenEvent });
      close();
    } catch (failure) {
      toastFailure(TEST_SEND_UI.testContactCouldNotSave, isApiError(failure, 422) && Object.keys(failure.errors).length ? new Error(Object.values(failure.errors).join(' ')) : failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog
        header={TEST_SEND_UI.saveAsContact}
        visible={open}
        onHide={requestClose}
        // The dialog animates in, so a mount-time autofocus is lost: the name takes the focus once shown.
        onShow={() => document.getElementById('test-contact-name')?.focus()}
        modal
        draggable={false}
        style={{ width: 'min(30rem, 95vw)' }}
      >
        <form className="test-contact-prompt" onSubmit={save} noValidate>
          <FormField id="test-contact-name" label={TEST_SEND_UI.contactName} required error={nameError}>
            <InputText id="test-contact-name" value={name} onChange={(e) => setName(e.target.value)} className={nameError ? 'p-invalid' : undefined} aria-invalid={!!nameError} />
          </FormField>
          {!event && (
            <FormField id="test-contact-event" label="Event" required error={eventError} hint="A test contact keeps an event too.">
              <EventChooser id="test-contact-event" value={ownEvent} onChange={setOwnEvent} invalid={!!eventError} describedBy={eventError ? 'test-contact-event-error' : undefined} />
            </FormField>
          )}
          <div className="dialog-actions">
            <Button type="button" label="Cancel" severity="secondary" text onClick={requestClose} />
            <Button type="submit" label="Save" icon="pi pi-check" loading={saving} />
          </div>
        </form>
      </Dialog>
      {question}
    </>
  );
}
