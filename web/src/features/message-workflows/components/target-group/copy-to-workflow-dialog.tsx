import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { copyRulesToWorkflow } from './api/copy-rules-to-workflow';
import { searchWorkflows } from './api/search-workflows';
import type { MessageWorkflow } from '@shared/message-workflows';
import { COPIED_ALERT_MS, TARGET_GROUP_UI } from './target-group-texts';
import type { TargetGroupValue } from './target-group-value';
import { FormField } from '@/components/form-page/form-field';
import { useCloseGuard } from '@/components/form-page/use-close-guard';
import { ObjectPicker } from '@/components/object-picker';
import { toastFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface CopyToWorkflowDialogProps {
  targetGroup: TargetGroupValue;
  /** The workflow the rules come from: not offered as a target. */
  workflowId?: number;
  onClose: () => void;
}

const workflowLabel = (workflow: MessageWorkflow) => `#${workflow.id} ${workflow.name}`;

/** 'Copy to Workflow': the rules go into another workflow's target group as further OR sections. */
export function CopyToWorkflowDialog({ targetGroup, workflowId, onClose }: CopyToWorkflowDialogProps) {
  const [target, setTarget] = useState<MessageWorkflow | null>(null);
  const [tried, setTried] = useState(false);
  const [copying, setCopying] = useState(false);
  const count = targetGroup.targetGroupSections.reduce((sum, section) => sum + section.targetGroupRules.length, 0);
  const error = tried && !target ? TARGET_GROUP_UI.workflowRequired : undefined;
  // a chosen workflow is input: closing asks first (docs/decisions/022)
  const { requestClose, question } = useCloseGuard(!!target, onClose);

  const copy = async () => {
    setTried(true);
    if (!target) return;
    setCopying(true);
    try {
      await copyRulesToWorkflow(target.id, targetGroup);
      toast.success(TARGET_GROUP_UI.copied(target.id, target.name), 'Success', { life: COPIED_ALERT_MS });
      onClose();
    } catch (failure) {
      toastFailure(TARGET_GROUP_UI.copyFailed, failure);
    } finally {
      setCopying(false);
    }
  };

  const footer = (
    <>
      <Button type="button" label="Cancel" severity="secondary" text onClick={requestClose} />
      <Button type="button" label="Copy" icon="pi pi-copy" loading={copying} onClick={copy} />
    </>
  );

  return (
    <>
      <Dialog header="Copy to Workflow" visible onHide={requestClose} footer={footer} modal draggable={false} style={{ width: 'min(34rem, 95vw)' }}>
        <div className="copy-to-workflow">
          <p className="copy-to-workflow__note">
            Adds the {count} rule{count === 1 ? '' : 's'} of this target group ({targetGroup.targetGroupSections.length} section
            {targetGroup.targetGroupSections.length === 1 ? '' : 's'}) to the chosen workflow, as further OR sections. Its own rules stay.
          </p>
          <FormField id="copy-workflow" label="Message workflow" required error={error}>
            <ObjectPicker<MessageWorkflow>
              id="copy-workflow"
              value={target}
              onChange={setTarget}
              search={async (text) => (await searchWorkflows(text)).filter((workflow) => workflow.id !== workflowId)}
              searchFailedText={TARGET_GROUP_UI.searchWorkflowFailed}
              label={workflowLabel}
              placeholder="Search message workflow by id or name..."
              invalid={!!error}
              describedBy={error ? 'copy-workflow-error' : undefined}
            />
          </FormField>
        </div>
      </Dialog>
      {question}
    </>
  );
}
