import { parseExpression, SCHEDULE_TIME_ZONE } from '../../../functions/domain/scheduling/expressions.ts';
import { SCHEDULE_NAME_PATTERN } from '../../../functions/domain/scheduling/dispatch-input.ts';
import type { ScheduleStore, StoredSchedule } from './schedule-store.ts';

/**
 * The subset of the EventBridge Scheduler REST-JSON API that the scheduler port uses, as
 * @aws-sdk/client-scheduler sends it: CreateSchedule (POST /schedules/{Name}), UpdateSchedule (PUT),
 * DeleteSchedule (DELETE, ?groupName), GetSchedule (GET, ?groupName) and ListSchedules
 * (GET /schedules, ?ScheduleGroup, NamePrefix, State, MaxResults, NextToken). Errors carry the
 * x-amzn-errortype header and a {Message} body, which is how the SDK tells them apart.
 */
export class SchedulerError extends Error {
  constructor(
    readonly type: 'ValidationException' | 'ConflictException' | 'ResourceNotFoundException',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new SchedulerError('ValidationException', 400, message);
const notFound = (name: string) => new SchedulerError('ResourceNotFoundException', 404, `Schedule ${name} does not exist.`);

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, any>;
  now: number;
}

const ACCOUNT = '000000000000';
const scheduleArn = (group: string, name: string) => `arn:aws:scheduler:${process.env.AWS_REGION ?? 'eu-west-1'}:${ACCOUNT}:schedule/${group}/${name}`;

/** Answers one API call, or throws a SchedulerError; null when the path is not part of the API. */
export function handleApi(store: ScheduleStore, request: ApiRequest): Record<string, unknown> | null {
  const one = /^\/schedules\/([^/]+)$/.exec(request.path);
  if (request.path === '/schedules' && request.method === 'GET') return listSchedules(store, request.query);
  if (!one) return null;
  let name: string;
  try {
    name = decodeURIComponent(one[1]);
  } catch {
    throw invalid('The schedule name in the path is not valid.');
  }
  switch (request.method) {
    case 'POST': {
      const group = request.body.GroupName ?? 'default';
      if (store.get(group, name)) throw new SchedulerError('ConflictException', 409, `Schedule ${name} already exists.`);
      store.put(scheduleFrom(name, group, request, undefined));
      return { ScheduleArn: scheduleArn(group, name) };
    }
    case 'PUT': {
      const group = request.body.GroupName ?? 'default';
      const existing = store.get(group, name);
      if (!existing) throw notFound(name);
      store.put(scheduleFrom(name, group, request, existing));
      return { ScheduleArn: scheduleArn(group, name) };
    }
    case 'DELETE': {
      if (!store.delete(request.query.get('groupName') ?? 'default', name)) throw notFound(name);
      return {};
    }
    case 'GET': {
      const schedule = store.get(request.query.get('groupName') ?? 'default', name);
      if (!schedule) throw notFound(name);
      const { revision: _revision, lastFiredFor: _lastFiredFor, ...described } = schedule;
      return described;
    }
    default:
      return null;
  }
}

/** A create or update request checked as EventBridge checks it, for the expressions the port writes. */
function scheduleFrom(name: string, group: string, { body, now }: ApiRequest, existing: StoredSchedule | undefined): StoredSchedule {
  if (!SCHEDULE_NAME_PATTERN.test(name) || !SCHEDULE_NAME_PATTERN.test(group)) throw invalid('Schedule and group names are 1 to 64 characters of [0-9a-zA-Z-_.].');
  const expression = body.ScheduleExpression;
  if (typeof expression !== 'string' || !parseExpression(expression)) {
    throw invalid(`Invalid Schedule Expression ${String(expression)}. The local stand-in evaluates at(yyyy-mm-ddThh:mm:ss) and cron(m h * * ? *).`);
  }
  if (body.ScheduleExpressionTimezone !== SCHEDULE_TIME_ZONE) throw invalid(`The local stand-in evaluates schedules in ${SCHEDULE_TIME_ZONE} only.`);
  if (body.FlexibleTimeWindow?.Mode !== 'OFF') throw invalid('FlexibleTimeWindow Mode OFF is the one the local stand-in supports.');
  if (typeof body.Target?.Arn !== 'string' || typeof body.Target?.RoleArn !== 'string') throw invalid('Target Arn and RoleArn are required.');
  const start = optionalDate(body.StartDate, 'StartDate');
  const end = optionalDate(body.EndDate, 'EndDate');
  if (start !== undefined && start < now - 300) throw invalid('The StartDate you specify cannot be earlier than 5 minutes ago.');
  if (end !== undefined && end < now) throw invalid('The EndDate you specify cannot be earlier than the current time.');
  if (start !== undefined && end !== undefined && end <= start) throw invalid('The EndDate you specify must be later than the StartDate.');
  const state = body.State ?? 'ENABLED';
  if (state !== 'ENABLED' && state !== 'DISABLED') throw invalid('State is ENABLED or DISABLED.');
  const after = body.ActionAfterCompletion ?? 'NONE';
  if (after !== 'NONE' && after !== 'DELETE') throw invalid('ActionAfterCompletion is NONE or DELETE.');
  return {
    Name: name,
    GroupName: group,
    Arn: scheduleArn(group, name),
    ScheduleExpression: expression,
    ScheduleExpressionTimezone: body.ScheduleExpressionTimezone,
    ...(start !== undefined ? { StartDate: start } : {}),
    ...(end !== undefined ? { EndDate: end } : {}),
    ...(typeof body.Description === 'string' ? { Description: body.Description } : {}),
    State: state,
    ActionAfterCompletion: after,
    FlexibleTimeWindow: body.FlexibleTimeWindow,
    Target: body.Target,
    CreationDate: existing?.CreationDate ?? now,
    LastModificationDate: now,
    revision: (existing?.revision ?? 0) + 1,
  };
}

function optionalDate(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`${field} must be a timestamp.`);
  return Math.floor(value);
}

function listSchedules(store: ScheduleStore, query: URLSearchParams): Record<string, unknown> {
  const group = query.get('ScheduleGroup');
  const prefix = query.get('NamePrefix') ?? '';
  const state = query.get('State');
  const matching = store.list().filter((s) => (!group || s.GroupName === group) && s.Name.startsWith(prefix) && (!state || s.State === state));
  const max = Math.min(Number(query.get('MaxResults') ?? 100) || 100, 100);
  const offset = Number(query.get('NextToken') ?? 0) || 0;
  const page = matching.slice(offset, offset + max);
  return {
    Schedules: page.map((s) => ({
      Arn: s.Arn,
      Name: s.Name,
      GroupName: s.GroupName,
      State: s.State,
      CreationDate: s.CreationDate,
      LastModificationDate: s.LastModificationDate,
      Target: { Arn: s.Target.Arn },
    })),
    ...(offset + max < matching.length ? { NextToken: String(offset + max) } : {}),
  };
}
