/** The test contacts area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'). */
export const TEST_CONTACTS_PATH = '/test-contacts';
export const testContactEditPath = (id: number) => `${TEST_CONTACTS_PATH}/edit/${id}`;
