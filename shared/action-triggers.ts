/** The two action triggers: a directory import that books a meeting or cancels a registration sends the email mapped to it. */
export const ACTION_TRIGGERS = [
  { id: 1, name: 'Booked meeting' },
  { id: 2, name: 'Cancelled registration' },
] as const;

export const ACTION_TRIGGER = { bookedMeeting: ACTION_TRIGGERS[0].id, cancelledRegistration: ACTION_TRIGGERS[1].id } as const;
export type ActionTriggerId = (typeof ACTION_TRIGGER)[keyof typeof ACTION_TRIGGER];
