import { useState } from 'react';
import { Button } from 'primereact/button';
import { searchMessageWorkflows } from '../api/search-message-workflows';
import { MESSAGE_WORKFLOW_SET_UI } from '../message-workflow-set-texts';
import type { WorkflowSummary } from '../message-workflow-set-types';
import { FormField } from '@/components/form-page/form-field';
import { addUnique } from '@/components/object-chooser';
import { ObjectPicker } from '@/components/object-picker';
import { StatusBadge } from '@/components/status-badge';
import { TRIGGER_TYPES } from '@shared/triggers/trigger-prototype';

const triggerTypeName = (workflow: WorkflowSummary) => TRIGGER_TYPES.find((t) => t.id === workflow.triggerPrototype?.triggerType)?.name ?? '';
const workflowLabel = (workflow: WorkflowSummary) => `#${workflow.id} ${workflow.name}`;

/** Spec section 9: the workflow typeahead starts at 3 characters. */
const WORKFLOW_SEARCH_MIN = 3;

interface SetWorkflowsFieldProps {
  id: string;
  value: WorkflowSummary[];
  onChange: (workflows: WorkflowSummary[]) => void;
  error?: string;
}

function WorkflowOption({ workflow }: { workflow: WorkflowSummary }) {
  return (
    <span className="set-workflow-option">
      <span>{workflowLabel(workflow)}</span>
      <span className="set-workflow-option__meta">{triggerTypeName(workflow)}</span>
      <StatusBadge status={workflow.status} />
    </span>
  );
}

/**
 * The workflows a set includes (spec section 2): added by search, shown in the order added with
 * their trigger type and status, each removable.
 */
export function SetWorkflowsField({ id, value, onChange, error }: SetWorkflowsFieldProps) {
  // The picker only adds: it is empty again after each choice.
  const [picked, setPicked] = useState<WorkflowSummary | null>(null);
  const chosen = new Set(value.map((workflow) => workflow.id));
  const add = (workflow: WorkflowSummary | null) => {
    setPicked(null);
    if (workflow) onChange(addUnique(value, workflow, MESSAGE_WORKFLOW_SET_UI.duplicateWorkflow));
  };

  return (
    <FormField id={id} label="Message workflows" error={error}>
      <ObjectPicker<WorkflowSummary>
        id={id}
        value={picked}
        onChange={add}
        search={async (text) => (await searchMessageWorkflows(text)).filter((workflow) => !chosen.has(workflow.id))}
        searchFailedText={MESSAGE_WORKFLOW_SET_UI.workflowSearchFailed}
        label={workflowLabel}
        renderItem={(workflow) => <WorkflowOption workflow={workflow} />}
        minLength={WORKFLOW_SEARCH_MIN}
        placeholder={MESSAGE_WORKFLOW_SET_UI.workflowPlaceholder}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
      {value.length ? (
        <table className="set-workflows" aria-label="Chosen message workflows">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Name</th>
              <th scope="col">Trigger Type</th>
              <th scope="col">Status</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {value.map((workflow) => (
              <tr key={workflow.id}>
                <td>{workflow.id}</td>
                <td>{workflow.name}</td>
                <td>{triggerTypeName(workflow)}</td>
                <td>
                  <StatusBadge status={workflow.status} />
                </td>
                <td>
                  <Button
                    type="button"
                    icon="pi pi-times"
                    rounded
                    text
                    severity="secondary"
                    aria-label={`Remove ${workflow.name}`}
                    title="Remove"
                    onClick={() => onChange(value.filter((other) => other.id !== workflow.id))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="set-workflows__empty">{MESSAGE_WORKFLOW_SET_UI.noWorkflows}</p>
      )}
    </FormField>
  );
}
