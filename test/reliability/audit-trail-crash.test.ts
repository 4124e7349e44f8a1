import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTag } from '../support/test-data/index.ts';
import { killHard, signInAdmin, startProduct, stopProduct, useProductStore, type ProductProcess } from '../support/product-process.ts';
import { forgetDb } from '../../functions/data/client.ts';
import { queryAll } from '../../functions/data/query.ts';
import type { Client } from '../support/api.ts';
import { waitFor } from '../support/wait-for.ts';
import { AUDIT_ENTRY } from '../../functions/data/stored-types.ts';
import type { AuditEntryAnswer } from '../../shared/audit-schemas.ts';

/**
 * docs/audit.md, O7: the product is killed (kill -9) while staff edit catalogue records (tags, each
 * edit an audited write: the record and its entry in one transaction) and started again on the same data.
 * Every change a client saw acknowledged must then have exactly one entry, with what it wrote; every
 * record's entries are exactly its versions, once each (no entry for a change that did not happen,
 * none missing for one that did); and the log holds no other. Three rounds, each killed at a moment
 * nobody chose while seven writers edit.
 */
const TAGS = 6;
const dataDir = mkdtempSync(join(tmpdir(), 'audit-crash-'));
const environment = { ...process.env };
let product: ProductProcess | undefined;
afterAll(async () => {
  if (product) await stopProduct(product);
  rmSync(dataDir, { recursive: true, force: true });
  process.env = environment; // this file pointed the data layer at the product's store
});

/** How many of the tags' entry items are pending, read from the product's store (each start has its own address). */
async function pendingEntries(started: ProductProcess, tags: number[]): Promise<number> {
  useProductStore(started);
  forgetDb();
  const items = await Promise.all(tags.map((id) => queryAll({ key: AUDIT_ENTRY.partition({ type: 'tag', id }), consistent: true })));
  return items.flat().filter((item) => item.state === 'pending').length;
}

interface Written {
  id: number;
  version: number;
  name: string;
}

/** Edits one tag again and again (and, two writers sharing the last tag, meets refusals), until the product dies. */
async function editUntilKilled(admin: Client, id: number, prefix: string, acknowledged: Written[], stopped: () => boolean): Promise<void> {
  // a request the kill cuts off ends the writer: that edit may or may not have happened
  const killed = () => undefined;
  const current = async () => ((await admin.get(`/v1/tags/${id}`).catch(killed))?.body.data.version as number | undefined);
  let version = await current();
  for (let n = 1; !stopped() && version !== undefined; n++) {
    const name = `${prefix} ${n}`;
    const answer = await admin.put(`/v1/tags/${id}`, { name, color: n % 2 ? '#112233' : '#445566', version }).catch(killed);
    if (!answer) return;
    if (answer.status === 200) acknowledged.push({ id, version: (version = answer.body.data.version as number), name });
    else if (answer.status === 409) version = await current();
    else throw new Error(`PUT /v1/tags/${id} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

describe('kill -9 while catalogue records are edited', () => {
  it('leaves exactly one entry per acknowledged change and none for a change that did not happen', async () => {
    product = await startProduct(dataDir);
    let admin = await signInAdmin(product);
    const tags: number[] = [];
    for (let i = 0; i < TAGS; i++) tags.push((await createTag(admin, { name: `Crash tag ${i}`, color: '#000000' })).id);
    const acknowledged: Written[] = [];

    for (let round = 1; round <= 3; round++) {
      let stop = false;
      const before = acknowledged.length;
      const writers = [...tags.map((id) => ({ id, prefix: `Round ${round} tag ${id}` })), { id: tags[0], prefix: `Round ${round} rival` }];
      const editing = writers.map(({ id, prefix }) => editUntilKilled(admin, id, prefix, acknowledged, () => stop));
      await waitFor('edits to be acknowledged', () => acknowledged.length - before >= 30, { timeoutMs: 120_000 });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000)); // at a moment nobody chose
      await killHard(product);
      stop = true;
      await Promise.all(editing);

      product = await startProduct(dataDir);
      // an entry and its change are one transaction: nothing is ever left half-written
      const pending = await pendingEntries(product, tags);
      console.log(`round ${round}: ${acknowledged.length - before} edits acknowledged before the kill; ${pending} entries left pending`);
      expect(pending).toBe(0);
      admin = await signInAdmin(product);

      let versions = 0;
      for (const id of tags) {
        const tag = (await admin.get(`/v1/tags/${id}`)).body.data;
        const entries: AuditEntryAnswer[] = (await admin.get(`/v1/tags/${id}/history`)).body.data.items;
        versions += tag.version;
        // exactly its versions, once each: none missing, none for a write that did not happen
        expect(entries.map((entry) => entry.version).sort((a, b) => a - b), `tag #${id}`).toEqual(Array.from({ length: tag.version }, (_, i) => i + 1));
        const nameAt = new Map(entries.map((entry) => [entry.version, entry.changes.find((change) => change.field === 'name')?.after]));
        expect(nameAt.get(tag.version), `tag #${id}: the last entry names what the record holds`).toBe(tag.name);
        for (const write of acknowledged.filter((written) => written.id === id)) expect(nameAt.get(write.version), `tag #${id} version ${write.version}`).toBe(write.name);
      }
      // and the log holds no other entry of tags: those and the demo's tags, one entry per version
      const others = (await admin.get('/v1/tags?page[size]=100')).body.data.items.filter((tag: { id: number }) => !tags.includes(tag.id));
      const log = await admin.get(`/v1/audit-log?filter[entityType]=tag&page[size]=5`);
      expect(log.body.data.total).toBe(versions + others.reduce((sum: number, tag: { version: number }) => sum + tag.version, 0));
    }
  }, 600_000);
});
