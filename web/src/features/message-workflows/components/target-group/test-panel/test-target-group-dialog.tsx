import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { testMasterContact } from '../api/test-master-contact';
import type { ContactTestResult } from '@shared/target-groups/test-panel';
import { sendTestMessages } from '../api/send-test-messages';
import { useMessageType } from '@/api/messages/get-message';
import type { AudienceContact } from '@shared/target-groups/test-panel';
import { TARGET_GROUP_UI } from '../target-group-texts';
import type { TargetGroupValue } from '../target-group-value';
import { TestExplanation } from './test-explanation';
import { TestRuleContacts } from './test-rule-contacts';
import { SendTestPrompt } from './send-test-prompt';
import { EventChooser } from '@/components/directory/event-chooser';
import { MasterContactChooser } from '@/components/directory/master-contact-chooser';
import type { EventSummary, MasterContactSummary } from '@/components/directory/directory-types';
import { FormField } from '@/components/form-page/form-field';
import { LocalLinks } from '@/components/local-links/local-links';
import { toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isSms, TEST_SEND_TEXTS } from '@shared/messages';
import { toastTestSent } from '@/components/local-links/test-sent-toast';

interface TestTargetGroupDialogProps {
  /** The group as edited (sections with rules only). */
  targetGroup: TargetGroupValue;
  messageId: number | null;
  onClose: () => void;
}

/** The modal's answers to a test send: titled, each taking the place of the one before. */
const SENDING = { replaces: 'target-group-test-send' };

/**
 * The Test Target Group modal (spec section 2): is a contact in the group for an event, and why;
 * who the group is for that event; test messages of the workflow's message to checked contacts.
 */
export function TestTargetGroupDialog({ targetGroup, messageId, onClose }: TestTargetGroupDialogProps) {
  const [contact, setContact] = useState<MasterContactSummary | undefined>();
  const [event, setEvent] = useState<EventSummary | undefined>();
  const [result, setResult] = useState<ContactTestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const [selection, setSelection] = useState<AudienceContact[]>([]);
  const [prompting, setPrompting] = useState(false);
  const [sent, setSent] = useState<{ to: string; count: number; delivery: 'email' | 'sms' } | null>(null);
  const message = useMessageType(messageId);
  const sms = message.data !== undefined && isSms(message.data);
  const what = sms ? 'SMS' : 'email';

  useEffect(() => {
    if (message.error) toastFailure(TARGET_GROUP_UI.messageFailed, message.error);
  }, [message.error]);

  // an answer belongs to the contact and event it was asked for
  useEffect(() => setResult(null), [contact?.id, event?.id]);
  useEffect(() => setSelection([]), [event?.id]);

  const test = async () => {
    if (!contact || !event) return;
    setTesting(true);
    try {
      setResult(await testMasterContact({ masterContactId: contact.id, eventId: event.id, targetGroup }));
    } catch (failure) {
      toastFailure(TARGET_GROUP_UI.testFailed, failure);
    } finally {
      setTesting(false);
    }
  };

  const startSend = () => {
    const missing = !messageId ? TEST_SEND_TEXTS.messageRequired : !event ? TEST_SEND_TEXTS.eventRequired : !selection.length ? TEST_SEND_TEXTS.contactRequired : undefined;
    if (missing) return toast.error(TARGET_GROUP_UI.testNotSent, missing, SENDING);
    setPrompting(true);
  };

  const send = async (target: string): Promise<boolean> => {
    if (!messageId || !event) return false;
    try {
      const answer = await sendTestMessages({ target, messageId, eventId: event.id, masterContactIds: selection.map((c) => c.id) });
      toastTestSent(sms ? 'SMS' : 'email', answer.sent.map((one) => one.messageId), SENDING);
      setSent({ to: target, count: answer.sent.length, delivery: sms ? 'sms' : 'email' });
      return true;
    } catch (failure) {
      toastFailure(sms ? TEST_SEND_TEXTS.cannotSendSms(target) : TEST_SEND_TEXTS.cannotSendEmail(target), failure, SENDING);
      return false;
    }
  };

  const footer = (
    <div className="tg-test__actions">
      <Button type="button" label={sms ? 'SEND TEST SMS' : 'SEND TEST EMAIL'} icon="pi pi-send" outlined disabled={message.isLoading} onClick={startSend} />
      <span className="tg-test__spacer" />
      <Button type="button" label="Close" severity="secondary" text onClick={onClose} />
    </div>
  );

  return (
    <Dialog header="Test Target Group" visible onHide={onClose} footer={footer} modal draggable={false} className="tg-test" style={{ width: 'min(70rem, 96vw)' }}>
      <div className="tg-test__pickers">
        <FormField id="tg-test-contact" label="Master contact">
          <MasterContactChooser id="tg-test-contact" value={contact} onChange={setContact} />
        </FormField>
        <FormField id="tg-test-event" label="Event">
          <EventChooser id="tg-test-event" value={event} onChange={setEvent} />
        </FormField>
        <Button type="button" label="TEST" icon="pi pi-play" disabled={!contact || !event} loading={testing} onClick={test} className="tg-test__run" />
      </div>
      {result && <TestExplanation result={result} />}
      <h4 className="tg-test__heading">Contacts in the target group{event ? ` for #${event.id} ${event.name}` : ''}</h4>
      {event ? (
        <TestRuleContacts key={event.id} eventId={event.id} targetGroup={targetGroup} selection={selection} onSelection={setSelection} />
      ) : (
        <p className="tg-test__note">Choose an event to list the contacts the target group reaches for it.</p>
      )}
      {sent && (
        <p className="tg-test__sent" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" /> {sent.count} test {what === 'SMS' ? 'SMS' : `email${sent.count === 1 ? '' : 's'}`} sent to <strong>{sent.to}</strong>
          <LocalLinks only={sent.delivery} className="tg-test__links" />
        </p>
      )}
      {prompting && <SendTestPrompt sms={sms} count={selection.length} onSend={send} onClose={() => setPrompting(false)} />}
    </Dialog>
  );
}
