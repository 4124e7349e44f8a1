/** A message an action trigger may send. */
export interface TriggerMessage {
  id: number;
  name: string;
  type?: number;
}

/** An action trigger (booked meeting, cancelled registration) and the email message it sends. */
export interface ActionTriggerMessage {
  id: number;
  name: string;
  messageId: number | null;
  message?: TriggerMessage | null;
  createdAt?: number;
}
