import { api, isApiError } from '@/lib/api-client';
import type { SaveConfirmation } from '@/components/form-page/save-confirmation';
import { TargetGroupChangePreviewSchema } from '@shared/change-preview';
import { MessageWorkflowInputSchema, type MessageWorkflowInput, type MessageWorkflowWithTags } from '@shared/message-workflows';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The workflow form's save confirmation (docs/change-previews.md S3): when the edit changes the
 * target group or the message, what that does to the workflow's pending sends. Nothing to confirm
 * when neither changes or nothing is pending; a refused preview leaves the save to say why.
 */
export async function confirmWorkflowChange(values: MessageWorkflowInput, record: MessageWorkflowWithTags, stored: unknown): Promise<SaveConfirmation | null> {
  const before = MessageWorkflowInputSchema.safeParse(stored);
  if (before.success && same(before.data.targetGroup, values.targetGroup) && same(before.data.messageId, values.messageId)) return null;
  try {
    const preview = await api.post('/target-groups/preview-changes', TargetGroupChangePreviewSchema, { messageWorkflowId: record.id, targetGroup: values.targetGroup, messageId: values.messageId ?? null });
    return preview.items.length ? { lines: preview.lines } : null;
  } catch (failure) {
    if (isApiError(failure, 422)) return null;
    return { lines: null };
  }
}
