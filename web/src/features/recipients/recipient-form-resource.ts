import { createRecipient } from './api/create-recipient';
import { useRecipient } from './api/get-recipient';
import type { Recipient } from '@shared/recipients';
import { updateRecipient } from './api/update-recipient';
import { RECIPIENTS_PATH } from './recipient-paths';
import { RECIPIENT_UI } from './recipient-texts';
import type { FormResource } from '@/components/form-page/form-page';
import { RECIPIENT_MASTER_FIELD, RecipientInputSchema } from '@shared/recipients';

/** The recipient form (spec sections 2, 5): the shared schema validates in the browser and on the server. */
export const recipientFormResource: FormResource<typeof RecipientInputSchema, Recipient> = {
  titles: { create: RECIPIENT_UI.createTitle, edit: RECIPIENT_UI.editTitle },
  path: RECIPIENTS_PATH,
  apiPath: '/recipients',
  schema: RecipientInputSchema,
  defaults: { name: '', isEventBased: false, messageType: null, graphQuery: '', variables: '', recipientReferences: [{ field: RECIPIENT_MASTER_FIELD, mapping: '', value: '' }] },
  useRecord: useRecipient,
  toValues: (record) => ({
    name: record.name,
    isEventBased: record.isEventBased,
    messageType: record.messageType,
    graphQuery: record.graphQuery,
    variables: record.variables,
    recipientReferences: record.recipientReferences,
  }),
  create: createRecipient,
  update: updateRecipient,
  texts: { saved: RECIPIENT_UI.saved, couldNotSave: RECIPIENT_UI.couldNotSave, notFound: RECIPIENT_UI.notFound, loadFailed: RECIPIENT_UI.loadFailed },
};
