/** The reference layouts area's SPA paths (spec section 2: list '', create 'form', edit 'edit/{id}'); other features link to them too. */
export { REFERENCE_LAYOUTS_PATH, referenceLayoutEditPath } from '@/lib/object-paths';
