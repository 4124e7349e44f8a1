import { createSenderInfo } from './api/create-sender-info';
import { useSenderInfo } from './api/get-sender-info';
import type { SenderInfo } from '@shared/sender-info';
import { updateSenderInfo } from './api/update-sender-info';
import { SENDER_INFO_PATH } from './sender-info-paths';
import { SENDER_INFO_UI } from './sender-info-texts';
import type { FormResource } from '@/components/form-page/form-page';
import { SENDER_MASTER_FIELD, SenderInfoInputSchema } from '@shared/sender-info';

/** The sender info form (spec sections 2, 5): the shared schema validates in the browser and on the server. */
export const senderInfoFormResource: FormResource<typeof SenderInfoInputSchema, SenderInfo> = {
  titles: { create: SENDER_INFO_UI.createTitle, edit: SENDER_INFO_UI.editTitle },
  path: SENDER_INFO_PATH,
  apiPath: '/sender-info',
  schema: SenderInfoInputSchema,
  defaults: { name: '', isEventBased: false, graphQuery: '', variables: '', senderReferences: [{ field: SENDER_MASTER_FIELD, mapping: '', value: '' }] },
  useRecord: useSenderInfo,
  toValues: (record) => ({
    name: record.name,
    isEventBased: record.isEventBased,
    graphQuery: record.graphQuery,
    variables: record.variables,
    senderReferences: record.senderReferences,
  }),
  create: createSenderInfo,
  update: updateSenderInfo,
  texts: { saved: SENDER_INFO_UI.saved, couldNotSave: SENDER_INFO_UI.couldNotSave, notFound: SENDER_INFO_UI.notFound, loadFailed: SENDER_INFO_UI.loadFailed },
};
