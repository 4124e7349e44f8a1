import { useState } from 'react';
import { testContactFormResource } from '../test-contact-form-resource';
import type { TestContact } from '@shared/test-contacts';
import type { EventSummary, MasterContactSummary } from '@/components/directory/directory-types';
import { EventChooser } from '@/components/directory/event-chooser';
import { MasterContactChooser } from '@/components/directory/master-contact-chooser';
import { FormField } from '@/components/form-page/form-field';
import { FormPage } from '@/components/form-page/form-page';
import type { FormState } from '@/components/form-page/use-form-state';
import type { TestContactInputSchema } from '@shared/test-contacts';
import { TextField } from '@/components/form-page/text-field';

type TestContactForm = FormState<typeof TestContactInputSchema>;

function TestContactFields({ form, record }: { form: TestContactForm; record?: TestContact }) {
  // The form keeps the ids (what the API takes); the choosers show the records themselves.
  const [event, setEvent] = useState<EventSummary | undefined>(() => record && (record.event ?? { id: record.eventId, name: '', startTime: 0 }));
  const [contact, setContact] = useState<MasterContactSummary | undefined>(
    () => record && (record.masterContact ?? { id: record.masterContactId, fullName: '', email: '' }),
  );
  const nameError = form.errorOf('name');
  const eventError = form.errorOf('eventId');
  const contactError = form.errorOf('masterContactId');

  return (
    <>
      <TextField id="test-contact-name" label="Name" required value={form.values.name} onChange={(value) => form.set('name', value)} error={nameError} autoFocus />
      <FormField id="test-contact-event" label="Event ID" required error={eventError}>
        <EventChooser
          id="test-contact-event"
          value={event}
          onChange={(chosen) => {
            setEvent(chosen);
            form.set('eventId', chosen?.id);
          }}
          invalid={!!eventError}
          describedBy={eventError ? 'test-contact-event-error' : undefined}
        />
      </FormField>
      <FormField id="test-contact-master-contact" label="MasterContact ID" required error={contactError}>
        <MasterContactChooser
          id="test-contact-master-contact"
          value={contact}
          onChange={(chosen) => {
            setContact(chosen);
            form.set('masterContactId', chosen?.id);
          }}
          invalid={!!contactError}
          describedBy={contactError ? 'test-contact-master-contact-error' : undefined}
        />
      </FormField>
    </>
  );
}

export default function TestContactFormPage({ id }: { id?: string }) {
  return (
    <FormPage resource={testContactFormResource} id={id} submitShowsErrors>
      {(form, record) => <TestContactFields form={form} record={record} />}
    </FormPage>
  );
}
