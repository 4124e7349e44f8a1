import { USAGE_TEXTS } from '@shared/message-usage';
import { REFERENCE_SET_TEMPLATE_TEXTS } from '@shared/reference-set-templates';

/** The reference set template screens' texts: the spec's (shared with the API) plus the screen labels. */
export const REFERENCE_SET_TEMPLATE_UI = {
  ...REFERENCE_SET_TEMPLATE_TEXTS,
  listTitle: 'Reference Set Template',
  createTitle: 'Create Reference Set Template',
  editTitle: 'Edit Reference Set Template',
  createLabel: 'Create new reference set template',
  confirmDelete: USAGE_TEXTS.question('reference-set-template'),
  cloneFailed: 'Clone failed',
  deleteFailed: 'Delete failed',
  updateFailed: 'Update failed',
  // The spec has no load toast for one template; its search toast serves.
  loadFailed: REFERENCE_SET_TEMPLATE_TEXTS.searchFailed,
} as const;
