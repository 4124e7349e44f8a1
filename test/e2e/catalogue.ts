import { unique, type Api } from './support.ts';

/**
 * One record of each catalogue area, made through the API, keyed by the area's SPA path (its list;
 * its edit form is `${path}/edit/${id}`). Names are long on purpose: screens must make room.
 */
const QUERY = 'query($contactIds: [Int!]!) { contacts(ids: $contactIds) { id email firstName lastName } }';
const longName = (label: string) => unique(`${label} for the spring partner summit in Amsterdam`);

export interface Made {
  id: number;
  name: string;
}

export const CATALOGUE: Record<string, (api: Api) => Promise<Made>> = {
  '/tags': (api) => api.createTag({ name: unique('A tag of some length') }),
  '/sms-templates': (api) => api.post<Made>('/v1/sms-templates', { name: longName('SMS'), status: 1, translations: [{ languageId: 1, body: 'Hi {{ContactFirstName}}' }] }),
  '/reference-layouts': (api) =>
    api.post<Made>('/v1/reference-layouts', { name: longName('Layout'), description: 'A layout with a longer description that needs some room in the list', code: '<b>{{ value }}</b>' }),
  '/reference-set-templates': async (api) => {
    await api.post('/v1/graphql', { query: QUERY, variables: { contactIds: [1] } }); // an Active set's query must have run
    return api.post<Made>('/v1/reference-set-templates', {
      name: longName('Reference set'),
      status: 1,
      graphQuery: QUERY,
      variables: '{"contactIds":[1]}',
      referencesSetMapping: [{ field: 'ContactId', mapping: 'contacts[].id' }, { field: 'ContactFirstName', mapping: 'contacts[].firstName' }],
    });
  },
  '/sender-info': (api) =>
    api.post<Made>('/v1/sender-info', { name: longName('Sender'), graphQuery: QUERY, senderReferences: [{ field: 'masterContactId', mapping: 'contacts[].id' }, { field: 'senderEmail', mapping: 'contacts[].email' }] }),
  '/recipient-info': (api) =>
    api.post<Made>('/v1/recipients', { name: longName('Recipient'), graphQuery: QUERY, recipientReferences: [{ field: 'masterContactId', mapping: 'contacts[].id' }, { field: 'contactEmail', mapping: 'contacts[].email' }] }),
  '/test-contacts': async (api) => {
    const [event] = (await api.get<{ items: { id: number }[] }>('/v1/events')).items;
    return api.post<Made>('/v1/test-contacts', { name: longName('Test contact'), eventId: event.id, masterContactId: 1 });
  },
  '/messages': async (api) => {
    const tags = [await api.createTag({ name: unique('Spring') }), await api.createTag({ name: unique('Partners') })];
    return api.post<Made>('/v1/messages', { name: longName('Message'), type: 1, status: 2, tags: tags.map((tag) => tag.id), messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }] });
  },
};
