import { Api, expect, signIn, test, unique, type Page } from './support.ts';
import { choose, groupApi, IT_DIRECTOR, openEditor, sectionOf } from './target-group-support.ts';
import { companyRecord, contactRecord, createMessage, createTestContact, importAll, ownDirectoryId } from '../support/test-data/index.ts';

/**
 * Namesakes (issue 18): two master contacts of the same name at different companies. The
 * suggestions of the fixed-contact rule and of the Test Message modal's test contact search show
 * each one's email and company, so the user can tell them apart.
 */
async function namesakes(admin: Api) {
  const base = ownDirectoryId();
  const lastName = unique('Namesake');
  const people = [
    { id: base, email: `${base}@north.example`, company: { id: base, name: unique('North Fisheries') } },
    { id: base + 1, email: `${base + 1}@south.example`, company: { id: base + 1, name: unique('South Vineyards') } },
  ];
  await importAll(admin, [
    ...people.map(({ company }) => companyRecord(company.id, { name: company.name })),
    ...people.map(({ id, email, company }) => contactRecord(id, { firstName: 'Alex', lastName, email, companyId: company.id })),
  ]);
  return { lastName, people };
}

const suggestions = (page: Page) => page.locator('.p-autocomplete-panel').getByRole('option');

test('the fixed-contact rule suggests namesakes with their email and company', async ({ page, request }) => {
  const { lastName, people } = await namesakes(await Api.as(request, 'admin'));
  const workflow = await (await groupApi(request)).workflow([[IT_DIRECTOR]]);
  await openEditor(page, workflow.id);
  await sectionOf(page, 1).getByRole('button', { name: '+ AND' }).click();
  const modal = page.getByRole('dialog', { name: 'Add rule' });
  await choose(page, modal, 'Rule type', 'Fixed contact');
  await modal.getByRole('combobox', { name: 'Contacts' }).fill(lastName);
  await expect(suggestions(page)).toHaveCount(2);
  for (const person of people) {
    const suggestion = suggestions(page).filter({ hasText: `#${person.id} ` });
    await expect(suggestion).toContainText(person.email);
    await expect(suggestion).toContainText(person.company.name);
  }
});

test("the Test Message modal's test contact search shows each one's master contact, email and company", async ({ page, request }) => {
  const staff = await Api.as(request, 'staff');
  const { lastName, people } = await namesakes(await Api.as(request, 'admin'));
  const name = unique('Alex tester');
  const [event] = (await staff.get<{ items: { id: number }[] }>('/v1/events')).items;
  for (const person of people) await createTestContact(staff, { name, eventId: event.id, masterContactId: person.id });
  const message = await createMessage(staff, { name: unique('Namesake message') });
  await signIn(page, 'staff');
  await page.goto(`/messages/edit/${message.id}`);
  await page.getByRole('button', { name: 'Test Message' }).click();
  const dialog = page.getByRole('dialog', { name: `Test Message: ${message.name}` });
  await dialog.getByRole('combobox', { name: 'Test contact' }).fill(name);
  await expect(suggestions(page)).toHaveCount(2);
  for (const person of people) {
    const suggestion = suggestions(page).filter({ hasText: person.email });
    await expect(suggestion).toContainText(`Alex ${lastName}`);
    await expect(suggestion).toContainText(person.company.name);
  }
});
