import { InputTextarea } from 'primereact/inputtextarea';
import { SetWorkflowsField } from '../components/set-workflows-field';
import { messageWorkflowSetFormResource } from '../message-workflow-set-form-resource';
import type { WorkflowSummary } from '../message-workflow-set-types';
import { FormField } from '@/components/form-page/form-field';
import { FormPage } from '@/components/form-page/form-page';
import { TextField } from '@/components/form-page/text-field';
import { StatusField } from '@/components/status-field';
import '../message-workflow-sets.css';

/** A set's workflows as the form holds them: the included workflows (a bare id only if one went missing). */
const asWorkflows = (workflows: unknown[] | undefined): WorkflowSummary[] =>
  (workflows ?? []).map((workflow) => (typeof workflow === 'number' ? { id: workflow, name: '', status: 0 } : (workflow as WorkflowSummary)));

/** Create and edit a message workflow set (spec sections 2, 5). */
export default function MessageWorkflowSetFormPage({ id }: { id?: string }) {
  return (
    <FormPage resource={messageWorkflowSetFormResource} id={id}>
      {(form, record) => (
        <>
          <TextField id="set-name" label="Name" required value={form.values.name} onChange={(name) => form.set('name', name)} error={form.errorOf('name')} autoFocus />
          <FormField id="set-description" label="Description" error={form.errorOf('description')}>
            <InputTextarea id="set-description" value={form.values.description ?? ''} onChange={(e) => form.set('description', e.target.value)} rows={2} autoResize />
          </FormField>
          <StatusField id="set-status" value={form.values.status} onChange={(status) => form.set('status', status)} storedStatus={record?.status} error={form.errorOf('status')} />
          <SetWorkflowsField
            id="set-workflows"
            value={asWorkflows(form.values.messageWorkflows)}
            onChange={(workflows) => form.set('messageWorkflows', workflows)}
            error={form.errorOf('messageWorkflows')}
          />
        </>
      )}
    </FormPage>
  );
}
