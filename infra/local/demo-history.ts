import { randomBytes } from 'node:crypto';
import { useClock } from '../../functions/data/clock.ts';
import { referenceLayoutStore, senderInfoStore, smsTemplateStore, tagStore } from '../../functions/data/catalogue.ts';
import { validate } from '../../functions/domain/validate.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { createUser, findUserByUsername, type User } from '../../functions/domain/users/users.ts';
import { createSession, toSessionUser } from '../../functions/domain/users/sessions.ts';
import { recordSignIn, recordSignInFailed } from '../../functions/domain/users/sign-in-trail.ts';
import type { Stored } from '../../functions/data/entity-store.ts';
import type { SignedInContext } from '../../functions/kit/http.ts';
import { referenceLayouts } from '../../functions/resources/reference-layouts/reference-layouts.ts';
import { senderInfo } from '../../functions/resources/sender-info/sender-info.ts';
import { smsTemplates } from '../../functions/resources/sms-templates/sms-templates.ts';
import { tags } from '../../functions/resources/tags/tags.ts';
import { ReferenceLayoutInputSchema } from '../../shared/reference-layouts.ts';
import { SenderInfoInputSchema } from '../../shared/sender-info.ts';
import { SmsTemplateInputSchema } from '../../shared/sms-templates.ts';
import { TagInputSchema } from '../../shared/tags.ts';

/**
 * The demo's audit trail (docs/audit.md, "Demo data"): two staff users, Sam and Noor, sign in and
 * edit a few catalogue records over the last four days, through the same services as the API, so
 * the History tabs and the Audit log have something to show. Written once: Noor's account says it was.
 */
export const DEMO_EDITOR = 'noor';
const DAY = 86_400;

type Ctx = SignedInContext;
const asContext = (user: Stored<User>) => ({ user: toSessionUser(user) }) as unknown as Ctx;

/** One step of the story, `minutes` after the day's start. */
interface Step {
  daysAgo: number;
  at: string;
  run: () => Promise<unknown>;
}

export async function seedDemoHistory(): Promise<string[]> {
  const sam = await findUserByUsername('staff');
  if (!sam || (await findUserByUsername(DEMO_EDITOR))) return [];
  // Noor's password is known to nobody: `npm run user -- reset-password noor` gives her one
  const noor = await createUser({ username: DEMO_EDITOR, password: randomBytes(18).toString('base64url'), firstName: 'Noor', lastName: 'Visser', role: 'staff' }, bySystem('demo-data', 'create'));
  const named = async <T extends { name?: unknown }>(list: Promise<T[]>, name: string) => (await list).find((record) => record.name === name);
  const [layout, sms, sender, reminder] = await Promise.all([
    named(referenceLayoutStore.list(), 'Greeting line'),
    named(smsTemplateStore.list(), 'Meeting reminder SMS'),
    named(senderInfoStore.list(), 'Account manager'),
    named(tagStore.list(), 'Reminder'),
  ]);
  const signIn = (user: Stored<User>) => recordSignIn(user, () => createSession(user));
  const steps: Step[] = [
    { daysAgo: 4, at: '09:12', run: () => signIn(sam) },
    {
      daysAgo: 4,
      at: '09:20',
      run: async () => layout && referenceLayouts.service.update(layout, validate(ReferenceLayoutInputSchema, { ...layout, description: 'A friendly first line: the first name when there is one, else a plain hello.' }), asContext(sam)),
    },
    { daysAgo: 3, at: '14:02', run: () => recordSignInFailed(DEMO_EDITOR, noor, 'wrong password') },
    { daysAgo: 3, at: '14:03', run: () => signIn(noor) },
    {
      daysAgo: 3,
      at: '14:10',
      run: async () =>
        sms &&
        smsTemplates.service.update(
          sms,
          validate(SmsTemplateInputSchema, { ...sms, translations: sms.translations.map((t) => (t.languageId === 1 ? { ...t, body: 'Hi {{ContactFirstName}}, your meetings at {{EventName}} start in an hour. See you there!\n{{SenderFirstName}}' } : t)) }),
          asContext(noor),
        ),
    },
    { daysAgo: 2, at: '10:31', run: () => signIn(sam) },
    { daysAgo: 2, at: '10:40', run: async () => reminder && tags.service.update(reminder, validate(TagInputSchema, { ...reminder, color: '#F2C12E' }), asContext(sam)) },
    { daysAgo: 1, at: '16:44', run: () => signIn(noor) },
    { daysAgo: 1, at: '16:50', run: async () => sender && senderInfo.service.update(sender, validate(SenderInfoInputSchema, { ...sender, name: 'Account manager (signature)' }), asContext(noor)) },
  ];
  const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
  for (const step of steps) {
    const [hours, minutes] = step.at.split(':').map(Number);
    const restore = useClock(() => today - step.daysAgo * DAY + hours * 3600 + minutes * 60);
    try {
      await step.run();
    } finally {
      restore();
    }
  }
  return ['four days of history: Sam and Noor sign in and edit a layout, an SMS template, a tag and a sender'];
}
