import type { PrimeReactPTOptions } from 'primereact/api';

/**
 * Pass-through attributes for every PrimeReact component of the signed-in app, where PrimeReact's
 * own markup leaves an accessibility gap (axe-core's serious and critical rules; decision 029).
 * - A dropdown's arrow is a role=button that takes no focus and has no name; its hidden native
 *   select (never focused) copies the value for forms and has no name either. Both repeat what the
 *   dropdown's focusable combobox says, so they are hidden from assistive technology.
 * - A disabled dropdown is faded but does not say it is disabled: it does now.
 * - A table's selection checkbox is a native checkbox (named "Row Selected 3") inside a wrapper
 *   that also claims role=checkbox without a checked state: the wrapper becomes a named group.
 * - A switch is a native checkbox with role=switch inside a wrapper that claims role=checkbox
 *   too (an interactive control inside another): the wrapper is a plain box; the switch says all.
 */
export const ACCESSIBLE_PASS_THROUGH: PrimeReactPTOptions = {
  dropdown: {
    // a disabled dropdown says so, as a disabled input does (its faded text is then not content to read)
    root: ({ props }: { props: { disabled?: boolean } }) => (props.disabled ? { 'aria-disabled': true } : {}),
    trigger: { 'aria-hidden': true },
    select: { 'aria-hidden': true },
  },
  inputswitch: {
    root: { role: undefined, 'aria-checked': undefined },
  },
  datatable: {
    column: {
      rowCheckbox: { root: { role: 'group' } },
      headerCheckbox: { root: { role: 'group' } },
    },
  },
};
