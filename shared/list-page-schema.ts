import * as z from 'zod';

/** The response schema of one page of `item`s (the list contract is in list-query.ts; this module is apart so that one carries no zod). */
export const listPageOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), total: z.number().int() });
