import { SelectField, type RuleForm } from '../rule-fields';
import { useActivityProcesses } from '../api/lookups';
import { ANY_PROCESS } from '@shared/directory/vocabulary';
import { outcomesFor, PROCESS_OPERATORS } from '@shared/target-groups/process-state-rule';

/**
 * Process state (spec section 4): the outcomes offered are those valid for the process, sorted by
 * label; choosing a process resets the outcome to the first; 'Is not' drops 'Any'.
 */
export function ProcessStateRuleForm({ form }: { form: RuleForm }) {
  const processes = useActivityProcesses();
  const process = form.draft.process as number | null;
  const operator = form.draft.operator as number | null;
  const outcomes = process === null || operator === null ? [] : outcomesFor(process, operator);

  const chooseProcess = (next: number | null) => form.set({ process: next, outcome: next === null || operator === null ? null : (outcomesFor(next, operator)[0]?.id ?? null) });
  const chooseOperator = (next: number | null) => {
    const offered = next === null || process === null ? [] : outcomesFor(process, next);
    // the outcome stays unless the new operator does not offer it (Any under 'Is not')
    const outcome = offered.some((o) => o.id === form.draft.outcome) ? form.draft.outcome : (offered[0]?.id ?? null);
    form.set({ operator: next, outcome });
  };

  return (
    <>
      <SelectField form={form} path="process" label="Process" options={[ANY_PROCESS, ...processes.options]} onSelect={chooseProcess} loading={processes.loading} />
      <SelectField form={form} path="operator" label="Operator" options={PROCESS_OPERATORS} onSelect={chooseOperator} />
      <SelectField form={form} path="outcome" label="Outcome" options={outcomes} />
    </>
  );
}
