/** The tags area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const TAGS_PATH = '/tags';
export const tagEditPath = (id: number) => `${TAGS_PATH}/edit/${id}`;
