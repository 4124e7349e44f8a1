import { api } from '@/lib/api-client';
import { DefaultVariablesSchema } from '@shared/graphql';

/** The next active event and up to 50 of its participants (spec section 9), to prefill variables boxes. */
export const getDefaultVariables = () => api.get('/graphql/default-variables', DefaultVariablesSchema);

/** Pretty JSON with lists of numbers kept on one line, so 50 contact ids stay readable. */
export const variablesText = (variables: object) =>
  JSON.stringify(variables, null, 2).replace(/\[\s*([-\d.,\s]+?)\s*\]/g, (_, items: string) => `[${items.split(/,\s*/).join(', ')}]`);
