import type { WorkflowMessage } from '@shared/message-workflows';
import type { RuleInput } from '@shared/target-groups/rule';

/** A target group as the form holds it: sections (joined by OR) of rules (joined by AND). */
export interface TargetGroupValue {
  targetGroupSections: { targetGroupRules: RuleInput[] }[];
}

/** A message as the chooser shows it: a search hit, or the workflow's message (include=message). */
export type MessageSummary = Pick<WorkflowMessage, 'id' | 'name' | 'status' | 'type'>;
