/**
 * The one-off settling of audit entries in the DEPLOYED table that the ordered steps before
 * transactions left pending (functions/data/migrations/settle-pending-audit-entries.ts, which the
 * local start-up runs once per store): an entry on its record's chain is marked done, one that is
 * not (a change that never happened) is deleted, a delete stopped at its tombstone is completed.
 * Until it has run, the trail does not show the entries of changes a crash caught between the
 * former steps. Running it twice does nothing the second time (a marker item records the run).
 *
 * Runs with your AWS credentials; needs dynamodb:DescribeTable, Query, GetItem, PutItem, UpdateItem
 * and DeleteItem on the table and its indexes.
 *
 *   npx tsx infra/aws/settle-audit-entries.ts --table <TableName output>
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
const table = values.table ?? process.env.TABLE_NAME;
if (!table) {
  console.error('Give --table (the stack output TableName) or set TABLE_NAME.');
  process.exit(1);
}
// functions/data/client.ts reads it when the data layer is first used: imported only now.
process.env.TABLE_NAME = table;
const { settlePendingAuditEntries } = await import('../../functions/data/migrations/settle-pending-audit-entries.ts');
const settled = await settlePendingAuditEntries();
console.log(settled ? `Settled ${settled.settled} pending audit entries; dropped ${settled.dropped} of changes that never happened.` : 'The table was settled before: nothing to do.');
