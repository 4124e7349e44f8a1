import { CheckboxGroup, NumberField, SelectField, type RuleForm } from '../rule-fields';
import { companyOptions } from '../rule-draft';
import { COMPANY_PARTICIPATION_STATUSES, PACKAGE_LEVELS } from '@shared/directory/vocabulary';
import { COMPARISONS, KNOWN_OPTIONS } from '@shared/target-groups/fields';
import {
  COMPANY_CRITERIA,
  COMPANY_CRITERION,
  CUSTOM_WITH_TYPE,
  PACKAGE_TYPES_BY_CRITERION,
  PACKAGE_VALUES,
  PARTICIPATING_CUSTOM,
  RULE_PACKAGE_STATUSES,
  RULE_PACKAGE_TYPES,
  VALUED_PACKAGE_TYPES,
} from '@shared/target-groups/company-options';

const O = 'companyOptions';
const LEVELS = PACKAGE_LEVELS.map((level) => ({ id: level, name: `Level ${level}` }));

/** The company side: taking part in the event (statuses, custom checks) or holding packages of a kind. */
export function CompanyOptionsFields({ form }: { form: RuleForm }) {
  const options = (form.draft[O] ?? {}) as Record<string, unknown>;
  const criterion = options.criterion as number | null;
  return (
    <>
      <SelectField
        form={form}
        path={`${O}.criterion`}
        label="Criterion"
        options={COMPANY_CRITERIA}
        onSelect={(next) => form.set({ [O]: next === null ? { criterion: null } : companyOptions(next) })}
      />
      {criterion === COMPANY_CRITERION.isParticipating && <ParticipatingFields form={form} />}
      {(criterion === 1 || criterion === 2 || criterion === 3) && <PackageFields form={form} criterion={criterion} />}
    </>
  );
}

function ParticipatingFields({ form }: { form: RuleForm }) {
  const P = `${O}.participatingOptions`;
  const custom = (form.draft[O] as { participatingOptions?: { custom?: number } }).participatingOptions?.custom;
  return (
    <>
      <CheckboxGroup form={form} path={`${P}.statuses`} label="Statuses" options={COMPANY_PARTICIPATION_STATUSES} />
      <SelectField form={form} path={`${P}.custom`} label="Custom" options={PARTICIPATING_CUSTOM} />
      {custom !== undefined && CUSTOM_WITH_TYPE.includes(custom) && <SelectField form={form} path={`${P}.customType`} label="Custom type" options={KNOWN_OPTIONS} />}
    </>
  );
}

/** Package type choices depend on the kind of packages; matching and target service need a value. */
function PackageFields({ form, criterion }: { form: RuleForm; criterion: 1 | 2 | 3 }) {
  const P = `${O}.packageOptions`;
  const type = (form.draft[O] as { packageOptions?: { type?: number } }).packageOptions?.type;
  const types = PACKAGE_TYPES_BY_CRITERION[criterion];
  return (
    <>
      <SelectField form={form} path={`${P}.level`} label="Level" options={LEVELS} clearText="Any level" />
      <SelectField
        form={form}
        path={`${P}.type`}
        label="Package type"
        options={RULE_PACKAGE_TYPES.filter((t) => types.includes(t.id))}
        // a value belongs to matching and target service packages only: a new type asks for it again
        onSelect={(next) => form.set({ [`${P}.type`]: next, [`${P}.value`]: null })}
      />
      <SelectField form={form} path={`${P}.status`} label="Package status" options={RULE_PACKAGE_STATUSES} />
      {type !== undefined && VALUED_PACKAGE_TYPES.includes(type) && <SelectField form={form} path={`${P}.value`} label="Value" options={PACKAGE_VALUES} />}
      <SelectField form={form} path={`${P}.amountOperator`} label="Amount" options={COMPARISONS} />
      <NumberField form={form} path={`${P}.amountValue`} label="Amount value" />
    </>
  );
}
