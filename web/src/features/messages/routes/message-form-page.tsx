import { useState } from 'react';
import { Button } from 'primereact/button';
import { MessageFields } from '../components/message-fields';
import { TestMessageDialog } from '../components/test-message-dialog';
import { messageFormResource } from '../message-form-resource';
import { MESSAGE_UI } from '../message-texts';
import { FormPage } from '@/components/form-page/form-page';
import '../messages.css';

/** Create and edit a message; the edit page also test-sends the saved message. */
export default function MessageFormPage({ id }: { id?: string }) {
  const [testing, setTesting] = useState(false);
  return (
    <FormPage
      resource={messageFormResource}
      id={id}
      wide
      after={(_, record) => record && <TestMessageDialog message={record} open={testing} onClose={() => setTesting(false)} />}
    >
      {(form, record) => (
        <MessageFields
          form={form}
          record={record}
          tagCloud
          toolbar={
            <>
              <Button
                type="button"
                label={MESSAGE_UI.testMessage}
                icon="pi pi-send"
                outlined
                disabled={!record}
                title={record ? undefined : MESSAGE_UI.testNeedsSave}
                onClick={() => setTesting(true)}
              />
              {!record && <small className="form-field__hint">Save first to test</small>}
            </>
          }
        />
      )}
    </FormPage>
  );
}
