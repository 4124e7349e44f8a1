import { DAY, day, plural, verdict, WEEK, type EvaluationContext, type Verdict } from '../context.ts';
import { compare } from '../../../../shared/target-groups/fields.ts';
import { DURING_UNIT, MEETINGS_CRITERION, MEETINGS_OPERATOR, type MeetingsRule } from '../../../../shared/target-groups/meetings-rule.ts';
import { MEETING_STATUS } from '../../../../shared/directory/vocabulary.ts';

/**
 * The contact's meetings in this event: booked ones or open requests, counted
 * and compared; "during N days/weeks" holds when at least one starts between now and N days/weeks from now.
 */
export function evaluateMeetings(rule: MeetingsRule, { contact, event, now }: EvaluationContext): Verdict {
  const booked = rule.criterion === MEETINGS_CRITERION.bookedMeetings;
  const status = booked ? MEETING_STATUS.booked : MEETING_STATUS.openRequest;
  const what = booked ? 'booked meeting' : 'open meeting request';
  const meetings = contact.meetings.filter((m) => m.eventId === event.id && m.status === status);
  if (rule.operator === MEETINGS_OPERATOR.during) {
    const until = now + rule.value * (rule.during === DURING_UNIT.weeks ? WEEK : DAY);
    const soon = meetings.filter((m) => m.startTime >= now && m.startTime <= until);
    return verdict(soon.length > 0, () => `${plural(meetings.length, what)} in event #${event.id}, ${soon.length} starting by ${day(until)}`);
  }
  return verdict(compare(meetings.length, rule.operator, rule.value), () => `${plural(meetings.length, what)} in event #${event.id}`);
}
