import { api } from '@/lib/api-client';
import { type ReferenceLayoutInput, ReferenceLayoutSchema } from '@shared/reference-layouts';

/** Twig that does not parse answers 422 with errors.code 'message (line L, column C)'. */
export const createReferenceLayout = ({ name, description, code }: ReferenceLayoutInput) =>
  api.post('/reference-layouts', ReferenceLayoutSchema, { name, description, code });
