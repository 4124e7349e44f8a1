import { api } from '@/lib/api-client';
import type { TargetGroupValue } from '../target-group-value';

export interface RuleExplanation {
  type: string;
  name: string;
  held: boolean;
  /** What the rule saw: 'Event participation: is participating as delegate - no: participation #812 is cancelled'. */
  saw: string;
}

export interface ContactTestResult {
  result: boolean;
  masterContact: { id: number; fullName: string };
  event: { id: number; name: string };
  explanation: { result: boolean; sections: { held: boolean; rules: RuleExplanation[] }[] };
}

/** Is this contact in the target group for the event, and why (every rule of every section). */
export const testMasterContact = (input: { masterContactId: number; eventId: number; targetGroup: TargetGroupValue }) =>
  api.post<ContactTestResult>('/target-groups/test-master-contact', input);
