import { REFERENCE_LAYOUT_TEXTS } from '@shared/reference-layouts';

/** The reference layout screens' texts: the spec's (shared with the API) plus the screen labels. */
export const REFERENCE_LAYOUT_UI = {
  ...REFERENCE_LAYOUT_TEXTS,
  listTitle: 'Reference Layout',
  createTitle: 'Create Reference Layout',
  editTitle: 'Edit Reference Layout',
  createLabel: 'Create new reference layout',
  cloneFailed: 'Clone failed',
  deleteFailed: 'Delete failed',
} as const;
