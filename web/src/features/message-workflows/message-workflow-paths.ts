/** The message workflows area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const MESSAGE_WORKFLOWS_PATH = '/message-workflows';
export const messageWorkflowEditPath = (id: number) => `${MESSAGE_WORKFLOWS_PATH}/edit/${id}`;
