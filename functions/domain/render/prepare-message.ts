import { type Message, type Recipient, recipientStore, type ReferenceLayout, referenceLayoutStore, type ReferenceSetTemplate, referenceSetTemplateStore, type SenderInfo, senderInfoStore, type SmsTemplate, smsTemplateStore } from '../../data/catalogue.ts';
import { invalid } from '../failure.ts';
import type { Stored } from '../../data/entity-store.ts';
import { TwigError } from './twig-error.ts';
import { isSms, MESSAGE_TEXTS } from '../../../shared/messages.ts';

/**
 * What a message needs to render, loaded once per batch: its reference set template, the
 * compiled layouts of its custom references, its sender info, recipient and SMS template. A
 * message that cannot render for anyone (no reference set, no template) is refused here.
 */
export interface PreparedLayout {
  id: number;
  name: string;
  /** Renders the layout's Twig; throws TwigError (a layout that does not compile throws its problem). */
  render(context: Record<string, unknown>): Promise<string>;
}

export interface PreparedMessage {
  message: Stored<Message>;
  delivery: 'email' | 'sms';
  referenceSet: Stored<ReferenceSetTemplate>;
  /** By layout id; a custom reference whose layout is not here names a layout that is gone. */
  layouts: Map<number, PreparedLayout>;
  senderInfo?: Stored<SenderInfo>;
  /** Undefined when the message has no recipient or it is gone (a test send brings its own address). */
  recipient?: Stored<Recipient>;
  smsTemplate?: Stored<SmsTemplate>;
}

type Compiled = { compiled: import('./render-twig.ts').CompiledTwig } | { problem: TwigError };
const COMPILED_KEPT = 500;
/** Compiled layouts by id and version: each version is parsed once per process. */
const compiledLayouts = new Map<string, Compiled>();

async function prepareLayout(layout: Stored<ReferenceLayout>): Promise<PreparedLayout> {
  const { compileTwig, renderTwig } = await import('./render-twig.ts');
  const key = `${layout.id}:${layout.version}`;
  let entry = compiledLayouts.get(key);
  if (!entry) {
    try {
      entry = { compiled: compileTwig(layout.code) };
    } catch (error) {
      if (!(error instanceof TwigError)) throw error;
      entry = { problem: error };
    }
    if (compiledLayouts.size >= COMPILED_KEPT) compiledLayouts.delete(compiledLayouts.keys().next().value!);
    compiledLayouts.set(key, entry);
  }
  const ready = entry;
  return {
    id: layout.id,
    name: layout.name,
    render: async (context) => {
      if ('problem' in ready) throw ready.problem;
      return renderTwig(ready.compiled, context);
    },
  };
}

const refuse = (field: string, text: string): never => {
  throw invalid({ [field]: text }, text);
};

export async function prepareMessage(message: Stored<Message>): Promise<PreparedMessage> {
  if (!message.referenceSetTemplateId) refuse('referenceSetTemplateId', MESSAGE_TEXTS.referenceSetRequired);
  const sms = isSms(message.type);
  const smsTemplateId = sms && message.templateId && /^\d+$/.test(message.templateId) ? Number(message.templateId) : undefined;
  const [referenceSet, senderInfo, recipient, smsTemplate] = await Promise.all([
    referenceSetTemplateStore.get(message.referenceSetTemplateId!),
    message.senderId ? senderInfoStore.get(message.senderId) : undefined,
    message.recipientId ? recipientStore.get(message.recipientId) : undefined,
    smsTemplateId ? smsTemplateStore.get(smsTemplateId) : undefined,
  ]);
  if (!referenceSet) return refuse('referenceSetTemplateId', MESSAGE_TEXTS.referenceSetMissing(message.referenceSetTemplateId!));
  if (message.senderId && !senderInfo) refuse('senderId', MESSAGE_TEXTS.senderMissing(message.senderId));
  // email templates live at the template service: a name is needed here, the service answers for the rest
  if (sms && !smsTemplate) refuse('templateId', MESSAGE_TEXTS.templateMissing);
  if (!sms && !message.templateId) refuse('templateId', MESSAGE_TEXTS.templateRequired);

  const layoutIds = [...new Set(referenceSet.customReferences.map((row) => row.layoutId).filter((id): id is number => id !== null && id !== undefined))];
  const layouts = new Map<number, PreparedLayout>();
  if (layoutIds.length) for (const layout of (await referenceLayoutStore.getMany(layoutIds)).values()) layouts.set(layout.id, await prepareLayout(layout));
  return { message, delivery: sms ? 'sms' : 'email', referenceSet, layouts, senderInfo, recipient, smsTemplate };
}
