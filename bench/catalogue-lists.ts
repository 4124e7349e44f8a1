import { type SmsTemplate, smsTemplateStore, type TagRecord, tagStore } from '../functions/data/catalogue.ts';
import type { ListBench } from './list-latency.ts';

const WORDS = ['alpha', 'beta', 'gamma', 'delta'];
const at = Math.floor(Date.now() / 1000);

export const TAG_LIST: ListBench<TagRecord> = {
  title: 'Tag',
  store: tagStore,
  count: 10_000,
  record: (i) => ({
    name: `Bench tag ${String(i).padStart(5, '0')} ${WORDS[i % 4]}`,
    color: `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`,
    lastUsed: at - i,
  }),
  change: (tag, i) => ({ color: i % 2 ? '#123456' : tag.color }),
  scenarios: [
    ['default page (50, -createdAt)', '/v1/tags'],
    ["filter name:like 'gamma'", '/v1/tags?filter[name:like]=gamma'],
    ['sort by name, page 3', '/v1/tags?sort=name&page[number]=3'],
    ['recent tags (10, -lastUsed)', '/v1/tags?page[size]=10&sort=-lastUsed'],
  ],
};

export const SMS_TEMPLATE_LIST: ListBench<SmsTemplate> = {
  title: 'SMS template',
  store: smsTemplateStore,
  count: 10_000,
  record: (i) => ({
    name: `Bench SMS ${String(i).padStart(5, '0')} ${WORDS[i % 4]}`,
    status: ([1, 2, 3, 0] as const)[i % 4],
    translations: [
      { languageId: 1, body: `Hello {{ContactFirstName}}, your meeting at {{EventName}} starts soon. Ref ${i}.` },
      { languageId: 2, body: `Hallo {{ContactFirstName}}, Ihr Termin bei {{EventName}} beginnt bald. Ref ${i}.` },
    ],
    tags: [1 + (i % 7)],
  }),
  change: (template, i) => ({ name: `${template.name.split(' #')[0]} #${i}` }),
  scenarios: [
    ['default page with users and tags', '/v1/sms-templates?include=createdByUser,updatedByUser,tags'],
    ['status Active, name like_words', '/v1/sms-templates?filter[status]=1&filter[name:like_words]=sms gamma'],
    ['have_tags, sort by name', '/v1/sms-templates?filter[have_tags]=3&sort=name'],
  ],
};
