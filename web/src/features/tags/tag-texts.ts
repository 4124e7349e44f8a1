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
  /** Beside the colour: the chip's text follows contrast, not the spec's luminance split (decision 029). */
  textColourHint: 'The text on the tag is black or white, whichever is easier to read on this colour.',
  /** The bulk Add (decision 020): the chosen tag joins the selected ones wherever they are used. */
  addChooser: 'Tag to add',
  addMissing: 'Choose the tag to add.',
  addQuestion: (tag: { id: number; name: string }, count: number) =>
    `Are you sure you want to add tag #${tag.id} ${tag.name} to every message, SMS template and message workflow that has ${count === 1 ? 'the selected tag' : `any of the ${count} selected tags`}?`,
  addFailed: 'Add failed',
} as const;
