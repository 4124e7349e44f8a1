import { WHOLE_LIST } from '../../kit/list-engine.ts';

/** The template list is answered whole, for one email type; other parameters are refused like any list's. */
export const TEMPLATE_LIST = { ...WHOLE_LIST, params: ['type', 'clear_cache'] };
