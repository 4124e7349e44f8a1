/** The message workflow sets area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const MESSAGE_WORKFLOW_SETS_PATH = '/message-workflow-sets';
export const messageWorkflowSetEditPath = (id: number) => `${MESSAGE_WORKFLOW_SETS_PATH}/edit/${id}`;
