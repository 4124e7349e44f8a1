import { describe, expect, it } from 'vitest';
import { Random } from '../../infra/local/world/random.ts';
import { findAudience } from '../../functions/domain/audience/audience.ts';
import { evaluate, inAudience } from '../../functions/domain/audience/evaluate.ts';
import { idRanges } from '../../functions/data/directory/contact-partition.ts';
import { TargetGroupSchema } from '../../shared/target-groups/target-group.ts';
import { memoryReader } from '../support/audience-world.ts';
import { randomGroup, randomWorld } from '../support/random-audience.ts';

/**
 * The planned audience (candidates from the roster and fixed ids, partial reads, batched company
 * and event loads) must be exactly the naive one: every contact, every record, evaluate.
 */
const NOW = 1_800_000_000;
const CASES = 400;

describe('the planned audience equals the naive one', () => {
  it(`over ${CASES} random worlds and target groups`, async () => {
    let planned = 0;
    let nonEmpty = 0;
    for (let seed = 1; seed <= CASES; seed++) {
      const random = new Random(seed);
      const world = randomWorld(random, NOW);
      const group = TargetGroupSchema.parse(randomGroup(random, world.contacts.map((c) => c.id)));
      const event = random.pick(world.events);
      const reader = memoryReader(world, random.int(1, 9));

      const audience = await findAudience(group, event.id, { reader, now: NOW });

      const companies = new Map(world.companies.map((c) => [c.id, c]));
      const events = new Map(world.events.map((e) => [e.id, e]));
      const naive = world.contacts.filter((contact) => {
        const ctx = { event, contact, company: contact.companyId === undefined ? undefined : companies.get(contact.companyId), events, now: NOW };
        const explained = evaluate(group, ctx);
        expect(inAudience(group, ctx), `seed ${seed}: short-circuit and explanation agree`).toBe(explained.result);
        return explained.result;
      });
      expect(audience.members.map((m) => m.id), `seed ${seed}: ${JSON.stringify(group)}`).toEqual(naive.map((c) => c.id));
      if (audience.read === 'candidates') {
        planned++;
        expect(reader.reads.all, `seed ${seed}`).toBe(0);
      }
      if (naive.length) nonEmpty++;
    }
    // the generator must exercise both plans and produce real audiences, or the comparison proves little
    expect(planned).toBeGreaterThan(CASES / 5);
    expect(nonEmpty).toBeGreaterThan(CASES / 4);
  });
});

describe('contact partition segments', () => {
  it('cover the id range exactly once, however it is split', () => {
    for (const [first, last, count] of [[1, 100_000, 8], [5, 5, 8], [3, 10, 3], [1, 7, 10]] as const) {
      const ranges = idRanges(first, last, count);
      expect(ranges[0][0]).toBe(first);
      expect(ranges[ranges.length - 1][1]).toBe(last);
      for (let i = 1; i < ranges.length; i++) expect(ranges[i][0]).toBe(ranges[i - 1][1] + 1);
      for (const [from, to] of ranges) expect(from).toBeLessThanOrEqual(to);
    }
  });
});
