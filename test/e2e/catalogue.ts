import { unique, type Api } from './support.ts';
import {
  createMessage,
  createRecipient,
  createReferenceLayout,
  createReferenceSetTemplate,
  createSenderInfo,
  createSmsTemplate,
  createTag,
  createTestContact,
} from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';

/**
 * One record of each catalogue area, made through the API, keyed by the area's SPA path (its list;
 * its edit form is `${path}/edit/${id}`). Names are long on purpose: screens must make room.
 */
const longName = (label: string) => unique(`${label} for the spring partner summit in Amsterdam`);

export interface Made {
  id: number;
  name: string;
}

export const CATALOGUE: Record<string, (api: Api) => Promise<Made>> = {
  '/tags': (api) => createTag(api, { name: unique('A tag of some length') }),
  '/sms-templates': (api) => createSmsTemplate(api, { name: longName('SMS'), status: STATUS.active }),
  '/reference-layouts': (api) => createReferenceLayout(api, { name: longName('Layout'), description: 'A layout with a longer description that needs some room in the list' }),
  '/reference-set-templates': (api) => createReferenceSetTemplate(api, { name: longName('Reference set'), status: STATUS.active }),
  '/sender-info': (api) => createSenderInfo(api, { name: longName('Sender') }),
  '/recipient-info': (api) => createRecipient(api, { name: longName('Recipient') }),
  '/test-contacts': async (api) => {
    const [event] = (await api.get<{ items: { id: number }[] }>('/v1/events')).items;
    return createTestContact(api, { name: longName('Test contact'), eventId: event.id });
  },
  '/messages': async (api) => {
    const tags = [await createTag(api, { name: unique('Spring') }), await createTag(api, { name: unique('Partners') })];
    return createMessage(api, { name: longName('Message'), tags: tags.map((tag) => tag.id), messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }] });
  },
};
