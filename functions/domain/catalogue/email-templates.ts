import { now } from '../../data/clock.ts';
import { cacheTemplates, readCachedTemplates } from '../../data/template-cache.ts';
import { port } from '../../adapters/adapters.ts';
import type { TemplateEntry, TemplateSource } from '../../adapters/ports.ts';
import { TEMPLATE_SERVICE_OF } from '../../../shared/messages.ts';

/**
 * Email templates per message type, from the type's template service, cached in the table so the
 * message form does not call the service on every search ('Fetch templates' refreshes).
 */
const PREFIXES: Record<'service' | 'marketing', string> = {
  service: process.env.TEMPLATE_PREFIX_SERVICE ?? 'service-',
  marketing: process.env.TEMPLATE_PREFIX_MARKETING ?? 'marketing-',
};
const sourceOf = (service: keyof typeof PREFIXES): TemplateSource => port('templates')(PREFIXES[service]);
const MAX_AGE_SECONDS = 3600;

const serviceOf = (type: number) => {
  const service = TEMPLATE_SERVICE_OF[type];
  return service === 'sms' || !service ? undefined : service;
};

export async function emailTemplates(type: number, refresh = false): Promise<TemplateEntry[]> {
  const service = serviceOf(type);
  if (!service) return [];
  if (!refresh) {
    const cached = await readCachedTemplates<TemplateEntry>(service);
    if (cached && now() - cached.fetchedAt < MAX_AGE_SECONDS) return cached.items;
  }
  const items = await sourceOf(service).list();
  await cacheTemplates(service, { items, fetchedAt: now() });
  return items;
}

export async function emailTemplateExists(type: number, id: string): Promise<boolean> {
  const matches = (list: TemplateEntry[]) => list.some((template) => template.id === id);
  return matches(await emailTemplates(type)) || matches(await emailTemplates(type, true));
}

export async function previewEmailTemplate(type: number, id: string) {
  const service = serviceOf(type);
  return service ? sourceOf(service).preview(id) : undefined;
}
