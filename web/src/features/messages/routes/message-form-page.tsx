import { useState } from 'react';
import { Button } from 'primereact/button';
import { useLocation, useSearch } from 'wouter';
import { MessageFields } from '../components/message-fields';
import { TestMessageDialog } from '../components/test-message-dialog';
import { messageFormResource } from '../message-form-resource';
import { messageEditPath } from '../message-paths';
import { MESSAGE_UI } from '../message-texts';
import { FormPage } from '@/components/form-page/form-page';
import '../messages.css';

/** The edit page's address that opens the Test Message modal: where Test Message of a new message goes once saved. */
const TEST_PARAM = 'test';
const SAVE_AND_TEST = { intent: 'save-and-test', to: (saved: { id: number }) => `${messageEditPath(saved.id)}?${TEST_PARAM}=1` };

/**
 * Create and edit a message; the edit page also test-sends the saved message. A new message's
 * Test Message saves it and opens the Test Message modal on its edit page, in one step.
 */
export default function MessageFormPage({ id }: { id?: string }) {
  const [path, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).has(TEST_PARAM);
  const [opened, setTesting] = useState(false);
  const testing = opened || asked;
  const closeTest = () => {
    setTesting(false);
    navigate(path, { replace: true });
  };
  return (
    <FormPage
      resource={messageFormResource}
      id={id}
      wide
      saveAndGo={SAVE_AND_TEST}
      after={(_, record) => record && <TestMessageDialog message={record} open={testing} onClose={closeTest} />}
    >
      {(form, record) => (
        <MessageFields
          form={form}
          record={record}
          tagCloud
          toolbar={
            record ? (
              <Button type="button" label={MESSAGE_UI.testMessage} icon="pi pi-send" outlined onClick={() => setTesting(true)} />
            ) : (
              // a test sends the saved message: a new one is saved first, in the same step
              <Button type="submit" name="intent" value={SAVE_AND_TEST.intent} label={MESSAGE_UI.testMessage} icon="pi pi-send" outlined tooltip={MESSAGE_UI.testSavesFirst} />
            )
          }
        />
      )}
    </FormPage>
  );
}
