import { CONTACT_CRITERION, type ContactOptions } from '../../../../shared/target-groups/event-participation-rule.ts';
import { day, monthsBefore, verdict, WEEK, type EvaluationContext, type Verdict } from '../context.ts';
import { describeParticipation, matchesParticipation } from './participation-match.ts';

const SHOWN = 3;

/**
 * The contact's own participations.
 * - is participating: a matching participation in this event.
 * - is not participating: none in this event, nor (during N > 0) in an event starting in the coming N weeks.
 * - has not participated: none in an event that started during the last N months (N = 0: ever).
 */
export function evaluateContactParticipation(o: ContactOptions, ctx: EvaluationContext): Verdict {
  const { contact, event, events, now } = ctx;
  if (o.criterion === CONTACT_CRITERION.isParticipating) {
    const here = contact.participations.filter((p) => p.eventId === event.id);
    const match = here.find((p) => matchesParticipation(o, p));
    return verdict(match !== undefined, () => {
      if (match) return describeParticipation(match, o);
      if (!here.length) return `no participation in event #${event.id}`;
      return here.slice(0, SHOWN).map((p) => describeParticipation(p, o)).join('; ');
    });
  }
  if (o.criterion === CONTACT_CRITERION.isNotParticipating) {
    const until = now + o.during * WEEK;
    const inWindow = (eventId: number) => {
      if (eventId === event.id) return true;
      const start = events.get(eventId)?.startTime;
      return o.during > 0 && start !== undefined && start >= now && start <= until;
    };
    const found = contact.participations.find((p) => inWindow(p.eventId) && matchesParticipation(o, p));
    return verdict(found === undefined, () => {
      if (found) return `${describeParticipation(found, o)} in event #${found.eventId}${found.eventId === event.id ? '' : ` starting ${day(events.get(found.eventId)!.startTime)}`}`;
      return `no matching participation in event #${event.id}${o.during > 0 ? ` nor in events starting by ${day(until)}` : ''}`;
    });
  }
  const since = o.during > 0 ? monthsBefore(now, o.during) : -Infinity;
  const found = contact.participations.find((p) => {
    const start = events.get(p.eventId)?.startTime;
    return start !== undefined && start < now && start >= since && matchesParticipation(o, p);
  });
  return verdict(found === undefined, () => {
    if (found) return `${describeParticipation(found, o)} in event #${found.eventId} that started ${day(events.get(found.eventId)!.startTime)}`;
    return o.during > 0 ? `no matching participation in events that started since ${day(since)}` : 'no matching participation in any past event';
  });
}
