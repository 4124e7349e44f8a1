import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { TABLE_DEFINITION } from '../../functions/data/table.ts';
import { tableAdmin } from '../../functions/data/table-admin.ts';
import { rebuildTable, restoreInterruptedRebuild } from './table-rebuild.ts';

/**
 * The embedded DynamoDB: dynalite speaking the DynamoDB wire API, on disk under `path`
 * (or in memory without one), in a thread of its own. One process owns a data directory at a time.
 */
export interface EmbeddedDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

/** The store's own thread: dynalite and its LevelDB work beside the handlers, on the other core. */
const STORE_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const dynalite = require(workerData.dynalite);
const server = dynalite({ path: workerData.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.once('error', (error) => parentPort.postMessage({ error: error.message }));
server.listen(workerData.port, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => message === 'stop' && server.close(() => process.exit(0)));
`;

export async function startDynamo(options: { path?: string; port?: number }): Promise<EmbeddedDynamo> {
  if (options.path) mkdirSync(options.path, { recursive: true });
  const worker = new Worker(STORE_THREAD, { eval: true, workerData: { dynalite: createRequire(import.meta.url).resolve('dynalite'), path: options.path, port: options.port ?? 0 } });
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
