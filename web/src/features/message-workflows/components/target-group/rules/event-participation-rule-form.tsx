import { CheckboxGroup, NumberField, SelectField, type RuleForm } from '../rule-fields';
import { contactOptions, participationRule } from '../rule-draft';
import { useEventRoles } from '../api/lookups';
import { CompanyOptionsFields } from './company-options-fields';
import { PROSPECT_CLASSES } from '@shared/directory/vocabulary';
import {
  CONTACT_CRITERIA,
  CONTACT_CRITERION,
  PARTICIPATION_RULE_CRITERIA,
  RULE_PARTICIPATION_STATUSES,
  RULE_PARTICIPATION_TYPES,
  rolesForType,
  statusesForType,
} from '@shared/target-groups/event-participation-rule';

/** Event participation: about the contact or about the contact's company; each has its own options. */
export function EventParticipationRuleForm({ form }: { form: RuleForm }) {
  return (
    <>
      <SelectField
        form={form}
        path="criterion"
        label="Participation of"
        options={PARTICIPATION_RULE_CRITERIA}
        onSelect={(next) => form.replace(next === null ? { type: 'EventParticipationRule', criterion: null } : participationRule(next), 'criterion')}
      />
      {form.draft.criterion === 0 && <ContactOptionsFields form={form} />}
      {form.draft.criterion === 1 && <CompanyOptionsFields form={form} />}
    </>
  );
}

const O = 'contactOptions';

/** Status and role follow the participation type: partners have fewer statuses and partner roles only. */
function ContactOptionsFields({ form }: { form: RuleForm }) {
  const roles = useEventRoles();
  const options = (form.draft[O] ?? {}) as Record<string, unknown>;
  const type = (options.participationType as number | null) ?? 0;
  const statuses = statusesForType(type);
  const roleIds = rolesForType(type).map((role) => role.id);

  const chooseType = (next: number | null) => {
    const changes: Record<string, unknown> = { [`${O}.participationType`]: next };
    if (next !== null) {
      // a status or role the new type does not offer falls back to any
      if (!statusesForType(next).includes(options.participationStatus as number)) changes[`${O}.participationStatus`] = 0;
      if (options.role != null && !rolesForType(next).some((role) => role.id === options.role)) changes[`${O}.role`] = null;
    }
    form.set(changes);
  };

  return (
    <>
      <SelectField
        form={form}
        path={`${O}.criterion`}
        label="Criterion"
        options={CONTACT_CRITERIA}
        onSelect={(next) => form.set({ [O]: next === null ? { ...options, criterion: null } : contactOptions(next, options) })}
      />
      <SelectField form={form} path={`${O}.participationType`} label="Participation type" options={RULE_PARTICIPATION_TYPES} onSelect={chooseType} />
      <SelectField form={form} path={`${O}.participationStatus`} label="Participation status" options={RULE_PARTICIPATION_STATUSES.filter((s) => statuses.includes(s.id))} />
      <SelectField
        form={form}
        path={`${O}.role`}
        label="Role"
        options={roles.options.filter((role) => roleIds.includes(role.id))}
        clearText="Any role"
        loading={roles.loading}
        filter
      />
      <CheckboxGroup form={form} path={`${O}.participationStatusClasses`} label="Prospect classes" options={PROSPECT_CLASSES} hint="None checked: any class." />
      {options.criterion === CONTACT_CRITERION.isNotParticipating && (
        <NumberField form={form} path={`${O}.during`} label="In the coming (weeks)" hint="0: this event only." />
      )}
      {options.criterion === CONTACT_CRITERION.hasNotParticipated && (
        <NumberField form={form} path={`${O}.during`} label="During the last (months)" hint="0: never participated." />
      )}
    </>
  );
}
