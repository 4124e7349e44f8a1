import { messageStore, senderInfoStore } from '../../data/catalogue.ts';

/** What a workflow shows of its message (and, when asked, the message's sender info): one batched read each. */
export interface WorkflowMessage {
  id: number;
  name: string;
  type: number;
  status: number;
  senderId: number | null;
  /** Its recipient info: what a failed send's 'fix' link opens when an address was missing (decision 021). */
  recipientId: number | null;
  senderInfo?: { id: number; name: string } | null;
}

export async function includeMessages(records: { messageId: number | null }[], withSenderInfo: boolean): Promise<void> {
  const messages = await messageStore.getMany(records.map((r) => r.messageId).filter((id): id is number => id !== null));
  const senders = withSenderInfo ? await senderInfoStore.getMany([...messages.values()].map((m) => m.senderId).filter((id): id is number => typeof id === 'number')) : undefined;
  for (const record of records as ({ messageId: number | null; message?: WorkflowMessage | null })[]) {
    const message = record.messageId ? messages.get(record.messageId) : undefined;
    const current = record.message && typeof record.message === 'object' ? record.message : undefined;
    record.message = message ? { ...current, id: message.id, name: message.name, type: message.type, status: message.status, senderId: message.senderId ?? null, recipientId: message.recipientId ?? null } : null;
    if (senders && record.message) {
      const sender = record.message.senderId ? senders.get(record.message.senderId) : undefined;
      record.message.senderInfo = sender ? { id: sender.id, name: sender.name } : null;
    }
  }
}
