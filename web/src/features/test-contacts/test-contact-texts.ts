import { TEST_CONTACT_TEXTS } from '@shared/test-contacts';

/**
 * The test contact screens' texts: the spec's (shared with the API) plus the screen labels. The
 * spec gives no clone, delete question, deleted or load texts for test contacts; these follow its
 * patterns for the other resources.
 */
export const TEST_CONTACT_UI = {
  ...TEST_CONTACT_TEXTS,
  listTitle: 'Test Contact',
  createTitle: 'Create Test Contact',
  editTitle: 'Edit Test Contact',
  createLabel: 'Create new test contact',
  loadFailed: 'Load test contact failed',
  cloned: 'The test contact has been cloned successfully',
  cloneFailed: 'Clone failed',
  deleted: 'The test contact has been deleted successfully',
  confirmDelete: (id: number, name: string) => `Are you sure want to delete test contact #${id} ${name}?`,
} as const;
