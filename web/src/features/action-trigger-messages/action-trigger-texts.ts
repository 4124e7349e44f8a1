/** The action trigger message list's texts (spec sections 2 and 8). */
export const ACTION_TRIGGER_UI = {
  listTitle: 'Action Trigger Message',
  empty: 'No Action Trigger Message found',
  loadFailed: 'Load action trigger messages failed',
  updated: 'The action trigger message has been updated successfully.',
  updateFailed: 'Could not update action trigger message.',
  searchFailed: 'Load messages failed',
  pickerPlaceholder: 'Search active action trigger or manual service emails',
} as const;
