import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { openLocalStore } from './local-store.ts';
import { progressBar } from './progress.ts';
import { parseRecords } from '../../functions/resources/directory/parse-records.ts';
import { importDirectory } from '../../functions/domain/reactions/directory-changes.ts';
import { recordImport } from '../../functions/domain/directory/import-trail.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { IMPORT_BATCH_MAX } from '../../shared/directory/texts.ts';
import { noActions, type ImportSummary } from '../../shared/directory/records.ts';

/**
 * `npm run import -- file.jsonl` (or a .json array): imports directory records into the local
 * store with the same service as POST /v1/directory/import, in batches, with progress and a summary.
 */
const file = process.argv[2];
if (!file || file === '--help') {
  console.log('Usage: npm run import -- <file.jsonl | file.json>\nOne directory record per line (or a JSON array); see docs/directory.md for the record types.');
  process.exit(file ? 0 : 1);
}
const text = readFileSync(file, 'utf8');
const parsed = parseRecords(file.endsWith('.json') ? JSON.parse(text) : text);
if (!parsed) throw new Error('unreachable');

const store = await openLocalStore();
try {
  const total: ImportSummary = { received: parsed.records.length + parsed.errors.length, created: 0, updated: 0, unchanged: 0, failed: 0, errors: [...parsed.errors], actions: noActions() };
  const by = bySystem('import-cli', 'import');
  const bar = progressBar('Importing records', parsed.records.length);
  for (let start = 0; start < parsed.records.length; start += IMPORT_BATCH_MAX) {
    const batch = await importDirectory(parsed.records.slice(start, start + IMPORT_BATCH_MAX), by, (done) => bar.update(start + done));
    total.created += batch.created;
    total.updated += batch.updated;
    total.unchanged += batch.unchanged;
    total.errors.push(...batch.errors);
    total.actions.queued += batch.actions.queued;
    total.actions.skippedDeliveries += batch.actions.skippedDeliveries;
    total.actions.notSent.push(...batch.actions.notSent);
  }
  bar.update(parsed.records.length);
  bar.done();
  total.failed = new Set(total.errors.map((e) => e.index)).size;
  await recordImport(by, basename(file), total);
  console.log(`${total.received} records: ${total.created} created, ${total.updated} updated, ${total.unchanged} unchanged, ${total.failed} failed.`);
  for (const error of total.errors.slice(0, 50)) console.log(`  record ${error.index + 1}: ${error.field}: ${error.message}`);
  if (total.errors.length > 50) console.log(`  ... and ${total.errors.length - 50} more`);
  const { queued, skippedDeliveries, notSent } = total.actions;
  if (queued || skippedDeliveries || notSent.length) console.log(`Action triggers: ${queued} messages queued, ${skippedDeliveries} pending deliveries skipped, ${notSent.length} not sent.`);
  for (const item of notSent.slice(0, 20)) console.log(`  ${item.trigger}, ${item.record} (contact #${item.contactId}): ${item.reason}`);
  process.exitCode = total.failed ? 2 : 0;
} finally {
  await store.close();
}
