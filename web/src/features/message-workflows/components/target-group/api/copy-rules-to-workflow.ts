import type { TargetGroupValue } from '../target-group-value';
import { getStoredMessageWorkflow } from '@/features/message-workflows/api/get-message-workflow';
import { updateMessageWorkflow } from '@/features/message-workflows/api/update-message-workflow';
import type { MessageWorkflowInput } from '@shared/message-workflows';

/**
 * Adds the sections of a target group to another workflow's target group, as further OR
 * sections, so what that workflow reached before it still reaches. The workflow is loaded first
 * and saved with its other fields and its version (a change in between is a 409, not lost).
 */
export async function copyRulesToWorkflow(workflowId: number, group: TargetGroupValue) {
  const workflow = await getStoredMessageWorkflow(workflowId);
  const sections = [...(workflow.targetGroup?.targetGroupSections ?? []), ...group.targetGroupSections].filter((section) => section.targetGroupRules.length);
  return updateMessageWorkflow(workflowId, { ...workflow, targetGroup: { targetGroupSections: sections } } as MessageWorkflowInput, workflow.version);
}
