import { api } from '@/lib/api-client';
import type { TargetGroupValue } from '../target-group-value';
import { MessageWorkflowSchema, type MessageWorkflow } from '@shared/message-workflows';

/**
 * Adds the sections of a target group to another workflow's target group, as further OR
 * sections, so what that workflow reached before it still reaches. The workflow is loaded first
 * and saved with its other fields and its version (a change in between is a 409, not lost).
 */
export async function copyRulesToWorkflow(workflowId: number, group: TargetGroupValue): Promise<MessageWorkflow> {
  const workflow = await api.get(`/message-workflows/${workflowId}`, MessageWorkflowSchema);
  const sections = [...(workflow.targetGroup?.targetGroupSections ?? []), ...group.targetGroupSections].filter((section) => section.targetGroupRules.length);
  return api.put(`/message-workflows/${workflowId}`, MessageWorkflowSchema, { ...workflow, targetGroup: { targetGroupSections: sections } });
}
