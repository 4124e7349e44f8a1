// Without zod: the SPA's first load takes these without the schemas, which are in messages.ts
// (it re-exports them; docs/decisions/024-spa-weight-and-serving.md).

/** Message types and how each is delivered (spec section 3). */
export const MESSAGE_TYPES = [
  { id: 1, name: 'Service email' },
  { id: 2, name: 'Acquisition email' },
  { id: 3, name: 'Manual service email' },
  { id: 4, name: 'Action trigger email' },
  { id: 11, name: 'Service SMS' },
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number]['id'];
/** A type's name ('Service email'); '' for none. */
export const messageTypeName = (type: number | null) => MESSAGE_TYPES.find((t) => t.id === type)?.name ?? '';
export const MESSAGE_TYPE = { serviceEmail: 1, acquisitionEmail: 2, manualServiceEmail: 3, actionTriggerEmail: 4, sms: 11 } as const;

export const DELIVERY = { email: 1, sms: 11 } as const;
export const deliveryOf = (type: number): 1 | 11 => (type === MESSAGE_TYPE.sms ? DELIVERY.sms : DELIVERY.email);
export const isSms = (type: number) => type === MESSAGE_TYPE.sms;
