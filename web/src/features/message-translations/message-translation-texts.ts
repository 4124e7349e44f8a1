/**
 * The Message Translation list's texts (spec sections 2 and 8). The spec's question ends 'from
 * the message named after it'; the screen names the message.
 */
export const MESSAGE_TRANSLATION_UI = {
  listTitle: 'Message Translation',
  createLabel: 'Create new translation',
  messageToTranslate: 'Message to translate',
  opensTheMessage: 'Its form opens, with the translation panel.',
  searchFailed: 'Load messages failed',
  empty: 'No message translations found',
  loadFailed: 'Load message translations failed',
  deleted: 'The message translation has been deleted successfully',
  deleteFailed: 'Delete failed',
  confirmDelete: (id: number, messageName: string) => `Are you sure you want to delete Message Translation #${id} from the message named ${messageName}?`,
} as const;
