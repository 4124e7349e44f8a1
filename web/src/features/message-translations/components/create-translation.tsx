import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useLocation } from 'wouter';
import { getMessages } from '@/api/messages/get-messages';
import { FormField } from '@/components/form-page/form-field';
import { ObjectPicker } from '@/components/object-picker';
import { toQueryString } from '@/lib/list-state';
import { MESSAGE_TYPES, isSms, type MessageWithTags } from '@shared/messages';
import { MESSAGE_TRANSLATION_UI } from '../message-translation-texts';

type Translatable = Pick<MessageWithTags, 'id' | 'name'>;

/** Email messages (SMS messages take their languages from the SMS template) whose id or name matches. */
const EMAIL_TYPES = MESSAGE_TYPES.filter((type) => !isSms(type.id)).map((type) => type.id).join(',');
const searchTranslatable = async (text: string): Promise<Translatable[]> =>
  (await getMessages(toQueryString({ page: { number: 1, size: 10 }, search: text.trim(), filters: [{ field: 'type', op: 'in', value: EMAIL_TYPES }] }))).items;

/**
 * 'Create new translation': translations are made in the message form, so this asks which
 * message to translate and opens it there.
 */
export function CreateTranslation() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  return (
    <>
      <Button label={MESSAGE_TRANSLATION_UI.createLabel} icon="pi pi-plus" onClick={() => setOpen(true)} />
      <Dialog header={MESSAGE_TRANSLATION_UI.createLabel} visible={open} onHide={() => setOpen(false)} style={{ width: 'min(32rem, 95vw)' }}>
        <FormField id="translate-message" label={MESSAGE_TRANSLATION_UI.messageToTranslate} hint={MESSAGE_TRANSLATION_UI.opensTheMessage}>
          <ObjectPicker<Translatable>
            id="translate-message"
            value={null}
            onChange={(message) => message && navigate(`/messages/edit/${message.id}`)}
            search={searchTranslatable}
            searchFailedText={MESSAGE_TRANSLATION_UI.searchFailed}
            label={(message) => `${message.name} (#${message.id})`}
            minLength={1}
            placeholder="Search email messages by id or name"
          />
        </FormField>
      </Dialog>
    </>
  );
}
