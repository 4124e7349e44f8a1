import { Tag } from 'primereact/tag';
import { searchAttachables, type Attachable } from '../api/search-attachables';
import { EVENT_WORKFLOW_UI } from '../event-workflow-texts';
import { FormField } from '@/components/form-page/form-field';
import { ObjectPicker } from '@/components/object-picker';

/** Spec section 9: the workflow search starts at 3 characters and offers 10 suggestions. */
const SEARCH_MIN = 3;

const labelOf = (option: Attachable) => (option.kind === 'workflow' ? `#${option.workflow.id} ${option.workflow.name}` : `#${option.set.id} ${option.set.name}`);

function AttachableOption({ option }: { option: Attachable }) {
  return (
    <span className="attach-option">
      <span>{labelOf(option)}</span>
      {option.kind === 'set' ? (
        <Tag value={`Set of ${option.set.messageWorkflows.length}`} severity="warning" className="attach-option__kind" />
      ) : (
        <Tag value="Workflow" severity="info" className="attach-option__kind" />
      )}
    </span>
  );
}

interface AttachPanelProps {
  id: string;
  onAdd: (option: Attachable) => void;
  error?: string;
}

/** The attach panel (spec section 2): a typeahead of Active workflows and sets; each choice goes onto the timeline. */
export function AttachPanel({ id, onAdd, error }: AttachPanelProps) {
  return (
    <FormField id={id} label="Attach message workflows or sets" error={error} required>
      <ObjectPicker<Attachable>
        id={id}
        // It only adds: empty again after each choice.
        value={null}
        onChange={(option) => option && onAdd(option)}
        search={searchAttachables}
        searchFailedText={EVENT_WORKFLOW_UI.searchWorkflowFailed}
        label={labelOf}
        renderItem={(option) => <AttachableOption option={option} />}
        minLength={SEARCH_MIN}
        placeholder={EVENT_WORKFLOW_UI.attachPlaceholder}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
    </FormField>
  );
}
