import { randomBytes } from 'node:crypto';
import { useClock } from '../../functions/data/clock.ts';
import { validate } from '../../functions/domain/validate.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { createUser, findUserByUsername, type User } from '../../functions/domain/users/users.ts';
import { createSession, toSessionUser } from '../../functions/domain/users/sessions.ts';
import { recordSignIn, recordSignInFailed } from '../../functions/domain/users/sign-in-trail.ts';
import type { Stored } from '../../functions/data/entity-store.ts';
import type { SignedInContext } from '../../functions/kit/http.ts';
import { referenceLayouts } from '../../functions/resources/reference-layouts/reference-layouts.ts';
import { smsTemplates } from '../../functions/resources/sms-templates/sms-templates.ts';
import { ReferenceLayoutInputSchema } from '../../shared/reference-layouts.ts';
import { SmsTemplateInputSchema } from '../../shared/sms-templates.ts';
import { STATUS } from '../../shared/status.ts';

/**
 * The demo's audit trail (docs/audit.md, D1): two staff users, Sam and Noor, sign in over the last
 * four days and make two records together, a reference layout and an SMS template, each created by
 * one and edited by the other, through the same services as the API; so the History tabs and the
 * Audit log have a story to show, in the order it happened. Written once: Noor's account says it was.
 */
export const DEMO_EDITOR = 'noor';
const DAY = 86_400;

const asContext = (user: Stored<User>) => ({ user: toSessionUser(user), query: new URLSearchParams() }) as unknown as SignedInContext;

/** One step of the story: on which day back, at what time (UTC), what. */
type Step = [daysAgo: number, at: string, run: () => Promise<unknown>];

const SIGNATURE = ['<p>Kind regards,</p>', '<p>{{ value }}</p>'];
const CLOSING_SMS = 'Hi {{ContactFirstName}}, registration for {{EventName}} closes soon.';

export async function seedDemoHistory(): Promise<string[]> {
  const sam = await findUserByUsername('staff');
  if (!sam || (await findUserByUsername(DEMO_EDITOR))) return [];
  // Noor's password is known to nobody: `npm run user -- reset-password noor` gives her one
  const noor = await createUser({ username: DEMO_EDITOR, password: randomBytes(18).toString('base64url'), firstName: 'Noor', lastName: 'Visser', role: 'staff' }, bySystem('demo-data', 'create'));
  const signIn = (user: Stored<User>) => () => recordSignIn(user, () => createSession(user));
  let layout: Awaited<ReturnType<typeof referenceLayouts.service.create>> | undefined;
  let sms: Awaited<ReturnType<typeof smsTemplates.service.create>> | undefined;
  const editLayout = (user: Stored<User>, changes: Record<string, unknown>) => async () => (layout = await referenceLayouts.service.update(layout!, validate(ReferenceLayoutInputSchema, { ...layout, ...changes }), asContext(user)));
  const editSms = (user: Stored<User>, changes: Record<string, unknown>) => async () => (sms = await smsTemplates.service.update(sms!, validate(SmsTemplateInputSchema, { ...sms, ...changes }), asContext(user)));

  const steps: Step[] = [
    [4, '09:12', signIn(sam)],
    [4, '09:20', async () => (layout = await referenceLayouts.service.create(validate(ReferenceLayoutInputSchema, { name: 'Signature block', description: 'The closing lines of an email.', code: SIGNATURE.join('\n') }), asContext(sam)))],
    [3, '14:02', () => recordSignInFailed(DEMO_EDITOR, noor, 'wrong password')],
    [3, '14:03', signIn(noor)],
    [3, '14:10', editLayout(noor, { code: [...SIGNATURE, '<p>Events team</p>'].join('\n') })],
    [3, '14:25', async () => (sms = await smsTemplates.service.create(validate(SmsTemplateInputSchema, { name: 'Registration closing SMS', status: STATUS.draft, translations: [{ languageId: 1, body: CLOSING_SMS }] }), asContext(noor)))],
    [2, '10:31', signIn(sam)],
    [2, '10:40', editSms(sam, { translations: [{ languageId: 1, body: `${CLOSING_SMS} Reply STOP to opt out.` }] })],
    [2, '10:48', editLayout(sam, { description: 'The closing lines of an email: the sender and the team.' })],
    [1, '16:44', signIn(noor)],
    [1, '16:50', editSms(noor, { name: 'Registration closing reminder SMS' })],
  ];
  const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
  for (const [daysAgo, at, run] of steps) {
    const [hours, minutes] = at.split(':').map(Number);
    const restore = useClock(() => today - daysAgo * DAY + hours * 3600 + minutes * 60);
    try {
      await run();
    } finally {
      restore();
    }
  }
  return ['four days of audit history: Sam and Noor sign in, make and edit a reference layout and an SMS template'];
}
