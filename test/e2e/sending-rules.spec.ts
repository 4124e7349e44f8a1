import type { APIRequestContext } from '@playwright/test';
import { Api, expect, signIn, test, unique } from './support.ts';
import { day, windowStart } from './dashboard-support.ts';
import { fireNow } from './delivery-log-support.ts';
import { workflowApi } from './workflow-support.ts';
import { activeEmail, attachWorkflows, createMessage, createSmsTemplate, eventRecord, fixedContacts, importAll, scheduledTrigger } from '../support/test-data/index.ts';
import { formatAmsterdam, instantAt, wallClockAt } from '../../shared/amsterdam-time.ts';
import { DEFAULT_SENDING_RULES, type SendingRules } from '../../shared/sending-rules.ts';
import { STATUS } from '../../shared/status.ts';

// Decision 033. The rules are one setting of the whole product: these tests change only the SMS
// rules (no other browser test sends texts) and put the defaults back, one test at a time.
test.describe.configure({ mode: 'serial' });

const saveRules = async (request: APIRequestContext, rules: SendingRules) => (await Api.as(request, 'admin')).post('/v1/settings/sending-rules', rules);
const clockIn = (minutes: number) => {
  const clock = wallClockAt(Math.floor(Date.now() / 1000) + minutes * 60);
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
};

test.afterEach(async ({ request }) => {
  await saveRules(request, DEFAULT_SENDING_RULES);
  await (await Api.as(request, 'admin')).post('/v1/settings', { name: 'alerts.digestAddress', groupName: 'alerts', value: '' });
});

test('a super-admin sets where the alerts are mailed; an address that is none is refused at its field', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/sending-rules');
  const address = page.getByLabel('Mail the new alerts, once an hour at most, to');
  await address.fill('ops at example');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The alert address must be an email address.').first()).toBeVisible();
  await address.fill('ops@example.com');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Alerts are mailed to ops@example.com once an hour at most.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Mail the new alerts, once an hour at most, to')).toHaveValue('ops@example.com');
});

test('a super-admin sets the caps of texts; a refused value says why at its field', async ({ page, request }) => {
  await saveRules(request, DEFAULT_SENDING_RULES);
  await signIn(page, 'admin');
  await page.goto('/sending-rules');
  await expect(page.getByRole('heading', { name: 'Sending rules', level: 1 })).toBeVisible();
  const sms = page.getByRole('group', { name: 'SMS' });
  await expect(sms.getByLabel('From')).toHaveValue('21:00');
  await expect(sms.getByLabel('To')).toHaveValue('08:00');
  await sms.getByLabel('At most per contact in 24 hours').fill('3');
  await sms.getByLabel('At most per contact in 7 days').fill('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const day24 = sms.getByLabel('At most per contact in 24 hours');
  await expect(day24).toHaveAttribute('aria-invalid', 'true');
  await expect(sms.getByText('The cap per 24 hours cannot be higher than the cap per 7 days.')).toBeVisible();
  // a value the browser's own number check would stop is refused by the save, with its text, in place of the old one
  for (const value of ['0', '1.5']) {
    await day24.fill(value);
    await expect(sms.getByText('The cap per 24 hours cannot be higher than the cap per 7 days.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(sms.getByText('A cap is a whole number from 1 to 100, or empty for none.')).toBeVisible();
    await expect(day24).toHaveAttribute('aria-invalid', 'true');
  }

  await day24.fill('3');
  await sms.getByLabel('At most per contact in 7 days').fill('5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Sending rules saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'SMS' }).getByLabel('At most per contact in 7 days')).toHaveValue('5');
  await expect(page.getByRole('group', { name: 'Email' }).getByLabel('At most per contact in 24 hours')).toHaveValue('');
});

test('staff read the rules and cannot change them', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/sending-rules');
  await expect(page.getByText('Only a super-admin can change the sending rules.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'SMS' }).getByLabel('At most per contact in 7 days')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

test("a text whose time comes in the quiet hours waits for their end, and the event's timeline says so", async ({ page, request }) => {
  const end = clockIn(60);
  await saveRules(request, { ...DEFAULT_SENDING_RULES, sms: { ...DEFAULT_SENDING_RULES.sms, quietHours: { from: clockIn(-60), to: end } } });
  const api = await workflowApi(request, 'staff');
  const template = await createSmsTemplate(api.user, { status: STATUS.active, translations: [{ languageId: 1, body: 'See you soon!' }] });
  const message = await createMessage(api.user, { ...activeEmail(await api.messageSupports()), type: 11, senderEmail: null, senderPhoneNumber: '+31611111111', templateId: String(template.id), name: unique('Quiet text') });
  const contact = await api.contact(unique('Quinn'));
  const workflow = await api.workflow({ name: unique('Quiet workflow'), status: STATUS.active, messageId: message.id, triggerPrototype: scheduledTrigger({ interval: 0 }), targetGroup: fixedContacts(contact.id) });
  const event = eventRecord(9_990_000 + Math.floor(Math.random() * 9_000), { name: unique('Quiet event'), deadlines: { '1': instantAt(day(windowStart(22)), 12, 0).unix } });
  await importAll(await Api.as(request, 'admin'), [event]);
  const [item] = await attachWorkflows(api.user, [{ eventId: event.id, messageWorkflowId: workflow.id }]);
  const planned = item.scheduledTime as number;
  await fireNow(request, item);

  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  const note = page.getByText(/^Deferred by quiet hours to \d\d:\d\d \(planned /);
  await expect(async () => {
    await page.reload();
    await expect(note).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(note).toHaveText(`Deferred by quiet hours to ${end} (planned ${formatAmsterdam(planned, 'day')} ${formatAmsterdam(planned, 'time')})`);
});
