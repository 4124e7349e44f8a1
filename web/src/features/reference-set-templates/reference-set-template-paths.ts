/** The reference set templates area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const REFERENCE_SET_TEMPLATES_PATH = '/reference-set-templates';
export const referenceSetTemplateEditPath = (id: number) => `${REFERENCE_SET_TEMPLATES_PATH}/edit/${id}`;
