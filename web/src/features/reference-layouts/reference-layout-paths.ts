/** The reference layouts area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const REFERENCE_LAYOUTS_PATH = '/reference-layouts';
export const referenceLayoutEditPath = (id: number) => `${REFERENCE_LAYOUTS_PATH}/edit/${id}`;
