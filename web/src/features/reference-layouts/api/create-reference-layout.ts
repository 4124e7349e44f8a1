import { api } from '@/lib/api-client';
import type { ReferenceLayoutInput } from '@shared/reference-layouts';
import type { ReferenceLayout } from '../reference-layout-types';

/** Twig that does not parse answers 422 with errors.code 'message (line L, column C)'. */
export const createReferenceLayout = ({ name, description, code }: ReferenceLayoutInput) =>
  api.post<ReferenceLayout>('/reference-layouts', { name, description, code });
