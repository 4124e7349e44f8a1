import { messageStore, messageWorkflowStore, tagStore } from '../../functions/data/catalogue.ts';
import { findUserByUsername, createUser } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { queryAll } from '../../functions/data/query.ts';
import { now } from '../../functions/data/clock.ts';
import { DIRECTORY_EVENT, ENTITY } from '../../functions/data/stored-types.ts';
import { seedWorld } from './world/seed-world.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoWorkflows } from './demo-workflows.ts';
import { seedDemoSeason } from './demo-season.ts';
import { seedDemoApproval } from './demo-approval.ts';
import { seedDemoHistory } from './demo-history.ts';
import { toSessionUser } from '../../functions/domain/users/sessions.ts';
import { ensureContactFacts } from '../../functions/data/directory/contact-facts.ts';

/** What an empty local store starts with: the two accounts and a few tags. */
/** Whether a partition holds nothing yet (ids only travel). */
const isEmpty = async (key: string) => !(await queryAll({ key, attributes: ['id'] })).length;
const noneOf = (type: string) => isEmpty(ENTITY.partition({ type }));

const DEMO_TAGS: [string, string][] = [
  ['Newsletter', '#E7902B'],
  ['Invitation', '#2B7BE7'],
  ['Reminder', '#F5D547'],
  ['Follow-up', '#3A9D5D'],
  ['VIP', '#7B2BE7'],
  ['Partner', '#1F2937'],
  ['Delegate', '#E72B5B'],
];

export interface DemoOptions {
  admin: string;
  staff: string;
  /** Contacts of the demo directory written on an empty store (0: none). */
  directoryContacts?: number;
}

export async function ensureDemoData(options: DemoOptions): Promise<string[]> {
  const passwords = options;
  const created: string[] = [];
  let admin = await findUserByUsername('admin');
  if (!admin) {
    admin = await createUser({ username: 'admin', password: passwords.admin, firstName: 'Ada', lastName: 'Admin', role: 'super_admin' }, bySystem('demo-data', 'create'));
    created.push('user admin (super-admin)');
  }
  if (!(await findUserByUsername('staff'))) {
    await createUser({ username: 'staff', password: passwords.staff, firstName: 'Sam', lastName: 'Staff', role: 'staff' }, bySystem('demo-data', 'create'));
    created.push('user staff');
  }
  if (await noneOf(tagStore.type)) {
    for (const [name, color] of DEMO_TAGS) await tagStore.create({ name, color, lastUsed: now() }, admin.id);
    created.push(`${DEMO_TAGS.length} tags`);
  }
  if (options.directoryContacts && (await isEmpty(DIRECTORY_EVENT.partition({})))) {
    const world = await seedWorld({ contacts: options.directoryContacts, seed: 42 });
    created.push(`a directory of ${world.contacts.toLocaleString('en')} contacts, ${world.companies} companies and ${world.events} events`);
  }
  // the catalogue builds on the directory (its queries read contacts and events)
  if (options.directoryContacts && (await noneOf(messageStore.type))) {
    const tags = Object.fromEntries((await tagStore.list()).map((tag) => [tag.name, tag.id]));
    created.push(...(await seedDemoCatalogue(toSessionUser(admin), tags)));
  }
  // workflows use the catalogue's messages and are attached to the directory's coming events
  if (options.directoryContacts && (await noneOf(messageWorkflowStore.type))) {
    const tags = Object.fromEntries((await tagStore.list()).map((tag) => [tag.name, tag.id]));
    created.push(...(await seedDemoWorkflows(toSessionUser(admin), tags)));
  }
  // one change waiting for a second approval, proposed by the staff user (docs/approvals.md)
  if (options.directoryContacts && (await noneOf('approval'))) {
    const staff = await findUserByUsername('staff');
    if (staff) created.push(...(await seedDemoApproval(toSessionUser(staff))));
  }
  // a season of past sends behind the reports, through the real pipeline (once: a store with report figures has it)
  if (options.directoryContacts) created.push(...(await seedDemoSeason(toSessionUser(admin))));
  // the audit trail's story: edits by two staff users over the last days, and their sign-ins (once)
  if (options.directoryContacts) created.push(...(await seedDemoHistory()));
  // a store written before contact facts existed gets them now (decision 011)
  await ensureContactFacts();
  return created;
}
