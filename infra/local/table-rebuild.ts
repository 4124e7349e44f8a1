import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TableAdmin } from '../../functions/data/table-admin.ts';

/**
 * The embedded store cannot add an index to an existing table (DynamoDB can; CloudFormation does
 * it in AWS). When a newer version of the table definition has an index the local table lacks,
 * the table is rebuilt: every item is written to a backup file in the data directory, the table
 * is created anew, and the items are written back. A backup left by an interrupted rebuild is
 * restored on the next start, so nothing is lost.
 */
const backupFile = (dataDir: string, tableName: string) => join(dataDir, `${tableName}-rebuild.jsonl`);

/** Saves every item, drops the table and lets `create` make it again with the current definition, then writes the items back. */
export async function rebuildTable(admin: TableAdmin, tableName: string, dataDir: string | undefined, create: () => Promise<void>): Promise<number> {
  const items = await admin.readAll(tableName);
  const file = dataDir && backupFile(dataDir, tableName);
  if (file) writeFileSync(file, items.map((item) => JSON.stringify(item)).join('\n'));
  await admin.drop(tableName);
  await create();
  await admin.writeAll(tableName, items);
  if (file) rmSync(file);
  return items.length;
}

/** Writes back the items of a rebuild that was interrupted after the table was dropped. */
export async function restoreInterruptedRebuild(admin: TableAdmin, tableName: string, dataDir: string | undefined): Promise<number> {
  const file = dataDir && backupFile(dataDir, tableName);
  if (!file || !existsSync(file)) return 0;
  const text = readFileSync(file, 'utf8');
  const items = text ? text.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) : [];
  await admin.writeAll(tableName, items);
  rmSync(file);
  return items.length;
}
