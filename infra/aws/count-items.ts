/**
 * The one-off backfill of the dashboard's item counters in the DEPLOYED table (decision 030): every
 * event message workflow item is counted in its day and status and given its index keys (status,
 * workflow, update order), and count moves left by writers that died are completed. Run it once after deploying the code
 * that keeps the counters; until it has run, the counts miss the items nobody wrote since, and a
 * page filtered by status misses them too.
 *
 * It uses the same code as the local start-up (functions/data/item-count-recovery.ts, `countEveryItem`): a
 * Scan of the table for item records, then per item one conditional write through the item store's
 * one write, so it may run while the product is in use (an item written meanwhile is counted by that
 * write; running it twice counts nothing twice). At the end it marks the counters built.
 *
 * Runs with your AWS credentials (AWS_PROFILE / AWS_REGION or any default credential source);
 * needs dynamodb:DescribeTable, Scan, Query, GetItem, PutItem, UpdateItem and DeleteItem on the table.
 *
 *   npx tsx infra/aws/count-items.ts --table <TableName output>
 */
import { parseArgs } from 'node:util';
import { tableAdmin } from '../../functions/data/table-admin.ts';

const USAGE = `Usage:
  npx tsx infra/aws/count-items.ts --table <name>
The table name is the stack output TableName (or env TABLE_NAME). Uses your AWS credentials and region.`;

const { values } = parseArgs({ options: { table: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const table = values.table ?? process.env.TABLE_NAME;
if (!table) {
  console.error(`Give --table (the stack output TableName) or set TABLE_NAME.\n\n${USAGE}`);
  process.exit(1);
}
// functions/data/client.ts reads it when the data layer is first used.
process.env.TABLE_NAME = table;

const admin = tableAdmin();
try {
  const described = await admin.describe(table);
  if (!described) throw new Error(`There is no table '${table}' in ${await admin.region()}.`);
  console.error(`Table ${table} (${described.status}) in ${await admin.region()}${process.env.DYNAMODB_ENDPOINT ? ` at ${process.env.DYNAMODB_ENDPOINT}` : ''}.`);
} catch (error) {
  console.error(`Cannot reach table '${table}': ${(error as Error).message}`);
  process.exit(1);
} finally {
  admin.close();
}

// Imported only now, so TABLE_NAME is set before the data layer reads it.
const { countEveryItem } = await import('../../functions/data/item-count-recovery.ts');
const { completeFormerCountMoves } = await import('../../functions/data/migrations/complete-former-count-moves.ts');
const { markItemCountsBuilt } = await import('../../functions/data/item-counts.ts');
const started = Date.now();
const moved = await completeFormerCountMoves();
if (moved) console.error(`Completed ${moved} count move(s) the former ordered steps left on items.`);
const done = await countEveryItem((seen, counted) => console.error(`${seen} items seen, ${counted} counted`));
await markItemCountsBuilt(Math.floor(Date.now() / 1000), done.items);
console.log(`Counted ${done.counted} of ${done.items} items in ${((Date.now() - started) / 1000).toFixed(1)} s; the counters are complete.`);
