import { api } from '@/lib/api-client';

export interface DefaultVariables {
  eventId: number | null;
  contactIds: number[];
}

/** The next active event and up to 50 of its participants (spec section 9), to prefill variables boxes. */
export const getDefaultVariables = () => api.get<DefaultVariables>('/graphql/default-variables');

/** Pretty JSON with lists of numbers kept on one line, so 50 contact ids stay readable. */
export const variablesText = (variables: object) =>
  JSON.stringify(variables, null, 2).replace(/\[\s*([-\d.,\s]+?)\s*\]/g, (_, items: string) => `[${items.split(/,\s*/).join(', ')}]`);
