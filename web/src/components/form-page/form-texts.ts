/** Texts of the generic form page (the spec has none for these). */
export const FORM_TEXTS = {
  unsavedHeader: 'Unsaved changes',
  unsavedQuestion: 'You have unsaved changes. Leave this page?',
  draftRestoredHeader: 'Unsaved changes restored',
  draftRestored: 'Your changes from before you were signed out have been restored. Save them to keep them.',
} as const;
