import { api } from '@/lib/api-client';
import type { TargetGroupValue } from '../target-group-value';
import { ContactTestResultSchema } from '@shared/target-groups/test-panel';

/** Is this contact in the target group for the event, and why (every rule of every section). */
export const testMasterContact = (input: { masterContactId: number; eventId: number; targetGroup: TargetGroupValue }) =>
  api.post('/target-groups/test-master-contact', ContactTestResultSchema, input);
