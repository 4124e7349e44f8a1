import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { searchTestContacts } from '../api/search-test-contacts';
import type { TestContact } from '@shared/test-contacts';
import { sendTestMessage } from '../api/send-test-message';
import type { TestMessageResult } from '@shared/messages';
import { TEST_SEND_UI } from '../message-texts';
import { SaveTestContactDialog } from './save-test-contact-dialog';
import { EventChooser } from '@/components/directory/event-chooser';
import { MasterContactChooser } from '@/components/directory/master-contact-chooser';
import type { EventSummary, MasterContactSummary } from '@/components/directory/directory-types';
import { FormField } from '@/components/form-page/form-field';
import { useCloseGuard } from '@/components/form-page/use-close-guard';
import { LocalLinks } from '@/components/local-links/local-links';
import { toastTestSent } from '@/components/local-links/test-sent-toast';
import { ObjectPicker } from '@/components/object-picker';
import { toastFailure } from '@/lib/api-client';
import { isSms, testTargetError } from '@shared/messages';

/** A saved test contact the dialog offers: a search hit, or the one just saved from it. */
type TestContactChoice = Pick<TestContact, 'id' | 'name' | 'eventId' | 'masterContactId' | 'event' | 'masterContact'>;

/** The saved message a test sends. */
export interface TestableMessage {
  id: number;
  name: string;
  type: number;
  isEventBased?: boolean;
}

const testContactLabel = (contact: TestContactChoice) => `${contact.name} (#${contact.id})`;

/** A suggestion: the test contact, then its master contact's name, email and company, so namesakes can be told apart. */
function TestContactItem({ contact }: { contact: TestContactChoice }) {
  const person = contact.masterContact;
  return (
    <span className="directory-item">
      <span className="directory-item__main">{testContactLabel(contact)}</span>
      {[person?.fullName, person?.email, person?.masterCompany?.name].filter(Boolean).map((text) => (
        <span key={text} className="directory-item__meta">
          {text}
        </span>
      ))}
    </span>
  );
}

/** The modal's answers to a send: each takes the place of the one before. */
const SENDING = { replaces: 'test-message-send' };

/** Spec section 9: searches in the modal start at 1 character. */
const SEARCH_MIN_LENGTH = 1;

interface TestMessageDialogProps {
  message: TestableMessage;
  open: boolean;
  onClose: () => void;
}

/**
 * The Test Message modal (spec section 2): renders the saved message for a master contact (and an
 * event, for event-based messages) and sends it to the given address or phone number.
 */
export function TestMessageDialog({ message, open, onClose }: TestMessageDialogProps) {
  const sms = isSms(message.type);
  const what = sms ? 'SMS' : 'email';
  const [testContact, setTestContact] = useState<TestContactChoice | null>(null);
  const [event, setEvent] = useState<EventSummary | undefined>(undefined);
  const [contact, setContact] = useState<MasterContactSummary | undefined>(undefined);
  const [recipient, setRecipient] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TestMessageResult | null>(null);
  const [savingContact, setSavingContact] = useState(false);
  // Saving as a test contact needs the master contact only: its error shows on its own.
  const [contactTried, setContactTried] = useState(false);

  const errors = {
    event: message.isEventBased && !event ? TEST_SEND_UI.eventRequired : undefined,
    contact: !contact ? TEST_SEND_UI.contactRequired : undefined,
    recipient: testTargetError(recipient, sms),
  };
  const shown = (error: string | undefined) => (tried ? error : undefined);
  // what was typed or chosen and not sent yet is unsaved input: closing asks first
  const { requestClose, question } = useCloseGuard(!result && !!(testContact || event || contact || recipient.trim()), onClose);

  const chooseTestContact = (chosen: TestContactChoice | null) => {
    setTestContact(chosen);
    if (!chosen) return;
    // A test contact fills the event and the master contact.
    setEvent(chosen.event ?? { id: chosen.eventId, name: '', startTime: 0 });
    setContact(chosen.masterContact ?? { id: chosen.masterContactId, fullName: '', email: '' });
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setTried(true);
    if (errors.event || errors.contact || errors.recipient || sending || !contact) return;
    setSending(true);
    setResult(null);
    try {
      const sent = await sendTestMessage({ message: message.id, eventId: message.isEventBased ? (event?.id ?? null) : null, masterContactId: contact.id, recipient: recipient.trim() });
      setResult(sent);
      toastTestSent(what, [sent.messageId], SENDING);
    } catch (failure) {
      toastFailure(TEST_SEND_UI.failed(what), failure, SENDING);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog header={`${TEST_SEND_UI.title}: ${message.name}`} visible={open} onHide={requestClose} modal draggable={false} className="test-message" style={{ width: 'min(40rem, 95vw)' }}>
      <form className="test-message__form" onSubmit={send} noValidate>
        <p className="test-message__note">
          <i className="pi pi-info-circle" aria-hidden="true" /> Sends the saved version of message #{message.id} ({what}).
        </p>
        <FormField id="test-contact" label="Test contact" hint="Fills the event and master contact.">
          <ObjectPicker<TestContactChoice>
            id="test-contact"
            value={testContact}
            onChange={chooseTestContact}
            search={searchTestContacts}
            searchFailedText={TEST_SEND_UI.testContactSearchFailed}
            label={testContactLabel}
            renderItem={(contact) => <TestContactItem contact={contact} />}
            minLength={SEARCH_MIN_LENGTH}
            placeholder="Search test contacts by ID or name"
          />
        </FormField>
        {message.isEventBased && (
          <FormField id="test-event" label="Event ID" required error={shown(errors.event)}>
            <EventChooser id="test-event" value={event} onChange={setEvent} invalid={!!shown(errors.event)} describedBy={shown(errors.event) ? 'test-event-error' : undefined} />
          </FormField>
        )}
        <FormField id="test-master-contact" label="MasterContact ID" required error={tried || contactTried ? errors.contact : undefined}>
          <MasterContactChooser
            id="test-master-contact"
            value={contact}
            onChange={setContact}
            invalid={(tried || contactTried) && !!errors.contact}
            describedBy={(tried || contactTried) && errors.contact ? 'test-master-contact-error' : undefined}
          />
        </FormField>
        <FormField id="test-recipient" label={sms ? 'Phone number' : 'Email address'} required error={shown(errors.recipient)} hint={sms ? 'The test SMS goes to this number.' : 'The test email goes to this address.'}>
          <InputText
            id="test-recipient"
            type={sms ? 'tel' : 'email'}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            className={shown(errors.recipient) ? 'p-invalid' : undefined}
            aria-invalid={!!shown(errors.recipient)}
            aria-describedby={shown(errors.recipient) ? 'test-recipient-error' : undefined}
          />
        </FormField>
        {result && (
          <div className="test-message__result" role="status">
            <i className="pi pi-check-circle" aria-hidden="true" />
            <span>
              Sent to <strong>{result.to}</strong> <span className="test-message__provider-id">(message id {result.messageId})</span>
            </span>
            <LocalLinks only={result.delivery} className="test-message__links" />
          </div>
        )}
        <div className="dialog-actions">
          <Button
            type="button"
            label={TEST_SEND_UI.saveAsContact}
            icon="pi pi-user-plus"
            outlined
            onClick={() => {
              setContactTried(true);
              if (contact) setSavingContact(true);
            }}
          />
          <span className="dialog-actions__spacer" />
          <Button type="button" label="Close" severity="secondary" text onClick={requestClose} />
          <Button type="submit" label={TEST_SEND_UI.send} icon="pi pi-send" loading={sending} />
        </div>
      </form>
      {contact && (
        <SaveTestContactDialog
          open={savingContact}
          onClose={() => setSavingContact(false)}
          masterContactId={contact.id}
          event={event}
          onSaved={(saved) => {
            setEvent(saved.event);
            setTestContact({ id: saved.id, name: saved.name, eventId: saved.event.id, masterContactId: contact.id });
          }}
        />
      )}
      {question}
    </Dialog>
  );
}
