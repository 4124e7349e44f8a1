import { TAG_TEXTS } from '@shared/tags';

/**
 * The tag screens' texts: the spec's (shared with the API) plus the screen labels. The spec gives
 * no tag clone toast; this one follows its pattern ('The message has been cloned successfully').
 */
export const TAG_UI = {
  ...TAG_TEXTS,
  listTitle: 'Tag',
  createTitle: 'Create Tag',
  editTitle: 'Edit Tag',
  createLabel: 'Create new tag',
  cloned: 'The tag has been cloned successfully',
  cloneFailed: 'Clone failed',
  deleteFailed: 'Delete failed',
  removeFailed: 'Remove failed',
} as const;
