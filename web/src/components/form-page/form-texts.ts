/** Texts of the generic form page (the spec has none for these). */
export const FORM_TEXTS = {
  unsavedHeader: 'Unsaved changes',
  unsavedQuestion: 'You have unsaved changes. Leave this page?',
  /** The same question before a dialog with unsaved input closes (Esc, its close button, Cancel). */
  unsavedCloseQuestion: 'You have unsaved changes. Close without saving them?',
  draftRestoredHeader: 'Unsaved changes restored',
  draftRestored: 'Your changes from before you were signed out have been restored. Save them to keep them.',
} as const;
