/**
 * The edit screens one feature links to from another (a failed send's fix on the timeline): their
 * paths live here, and each feature's paths module re-exports its own.
 */
export const MESSAGES_PATH = '/messages';
export const messageEditPath = (id: number) => `${MESSAGES_PATH}/edit/${id}`;
export const MESSAGE_WORKFLOWS_PATH = '/message-workflows';
export const messageWorkflowEditPath = (id: number) => `${MESSAGE_WORKFLOWS_PATH}/edit/${id}`;
export const RECIPIENTS_PATH = '/recipient-info';
export const recipientEditPath = (id: number) => `${RECIPIENTS_PATH}/edit/${id}`;
export const REFERENCE_LAYOUTS_PATH = '/reference-layouts';
export const referenceLayoutEditPath = (id: number) => `${REFERENCE_LAYOUTS_PATH}/edit/${id}`;
export const SENDER_INFO_PATH = '/sender-info';
export const senderInfoEditPath = (id: number) => `${SENDER_INFO_PATH}/edit/${id}`;
