import { mkdirSync } from 'node:fs';
import { TABLE_DEFINITION } from '../../functions/data/table.ts';
import { tableAdmin } from '../../functions/data/table-admin.ts';
import { rebuildTable, restoreInterruptedRebuild } from './table-rebuild.ts';
import { startTypeScriptThread } from './typescript-thread.ts';

/**
 * The embedded DynamoDB: dynalite speaking the DynamoDB wire API, with DynamoDB's transactions
 * added in front of it (store/transactions.ts), on disk under `path` (or in memory without one),
 * in a thread of its own (store/store-thread.ts). One process owns a data directory at a time.
 */
export interface EmbeddedDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startDynamo(options: { path?: string; port?: number }): Promise<EmbeddedDynamo> {
  if (options.path) mkdirSync(options.path, { recursive: true });
  const worker = startTypeScriptThread(new URL('./store/store-thread.ts', import.meta.url), { path: options.path, port: options.port ?? 0 });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port?: number; error?: string }) => (message.port ? resolve(message.port) : reject(new Error(`the embedded DynamoDB did not start: ${message.error}`))));
    worker.once('error', reject);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}

/**
 * Creates the table from the shared definition unless it exists; rebuilds it (keeping every item)
 * when it lacks an index of the definition (table-rebuild.ts). `dataDir` holds the rebuild's backup.
 */
export async function ensureTable(endpoint: string, tableName: string, dataDir?: string): Promise<void> {
  const admin = tableAdmin(endpoint);
  try {
    // as in DynamoDB, a new table takes writes only once it is ACTIVE (the embedded store flips it on a timer)
    const create = async () => {
      await admin.create(tableName);
      for (const deadline = Date.now() + 30_000; (await admin.describe(tableName))?.status !== 'ACTIVE'; ) {
        if (Date.now() > deadline) throw new Error(`The table ${tableName} did not become active.`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const existing = await admin.describe(tableName);
    if (!existing) {
      await create();
      const restored = await restoreInterruptedRebuild(admin, tableName, dataDir);
      if (restored) console.log(`Restored ${restored.toLocaleString('en')} items of an interrupted table rebuild.`);
      return;
    }
    const present = new Set(existing.indexes);
    const missing = TABLE_DEFINITION.indexes.filter((index) => !present.has(index.name)).map((index) => index.name);
    if (!missing.length) return;
    console.log(`The stored table lacks the index ${missing.join(', ')}: rebuilding it with every item...`);
    const count = await rebuildTable(admin, tableName, dataDir, create);
    console.log(`Rebuilt the table with ${count.toLocaleString('en')} items.`);
  } finally {
    admin.close();
  }
}
