import { afterAll, beforeAll } from 'vitest';
import { configureLocalAws } from '../../infra/local/runtime.ts';
import { ensureTable, startDynamo, type EmbeddedDynamo } from '../../infra/local/dynamo.ts';

/** An in-memory embedded store with the product's table, the data layer pointed at it, for the test file that calls this. */
export function useEmbeddedStore(tableName: string): void {
  let dynamo: EmbeddedDynamo | undefined;
  beforeAll(async () => {
    dynamo = await startDynamo({});
    configureLocalAws(dynamo.endpoint, tableName);
    await ensureTable(dynamo.endpoint, tableName);
  });
  afterAll(async () => dynamo?.stop());
}
