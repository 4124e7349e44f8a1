import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import type { ItemSchedule, Scheduler } from './ports.ts';
import { TIME_ZONE } from '../../shared/amsterdam-time.ts';

/**
 * The scheduler port on EventBridge Scheduler. Locally SCHEDULER_ENDPOINT points the same client
 * at the stand-in (infra/local/scheduler/): only the endpoint differs, never the code path.
 */
let client: SchedulerClient | undefined;
export const schedulerClient = () => (client ??= new SchedulerClient({ endpoint: process.env.SCHEDULER_ENDPOINT || undefined, maxAttempts: 3 }));

export interface SchedulerConfig {
  group: string;
  /** The dispatch function, which an item's schedule invokes. */
  targetArn: string;
  /** The readiness function, which an item's readiness check schedule invokes (READINESS_FUNCTION_ARN; only needed to put one). */
  readinessArn?: string;
  /** The role EventBridge Scheduler assumes to invoke it. */
  roleArn: string;
  /** Where invocations that failed all retries go. */
  deadLetterArn: string;
}

export function schedulerConfig(env: NodeJS.ProcessEnv = process.env): SchedulerConfig {
  const read = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  return {
    group: read('SCHEDULE_GROUP'),
    targetArn: read('DISPATCH_FUNCTION_ARN'),
    readinessArn: env.READINESS_FUNCTION_ARN || undefined,
    roleArn: read('SCHEDULER_ROLE_ARN'),
    deadLetterArn: read('SCHEDULER_DLQ_ARN'),
  };
}

/** A dispatch that fails is retried for up to an hour; after that it lands in the dead-letter queue. */
export const RETRY_POLICY = { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 };

export class EventBridgeScheduler implements Scheduler {
  constructor(
    private readonly config: SchedulerConfig = schedulerConfig(),
    private readonly scheduler: SchedulerClient = schedulerClient(),
  ) {}

  /** Create, or update when it exists; an update that finds it gone (completed meanwhile) creates it again. */
  async put(schedule: ItemSchedule): Promise<void> {
    const request = this.request(schedule);
    for (let attempt = 0; ; attempt++) {
      try {
        await this.scheduler.send(new CreateScheduleCommand(request));
        return;
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
      }
      try {
        await this.scheduler.send(new UpdateScheduleCommand(request));
        return;
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException) || attempt >= 2) throw error;
      }
    }
  }

  async remove(name: string): Promise<void> {
    try {
      await this.scheduler.send(new DeleteScheduleCommand({ Name: name, GroupName: this.config.group }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }

  /** The function a schedule invokes: its target job's. */
  private targetOf(schedule: ItemSchedule): string {
    if (schedule.target !== 'readiness') return this.config.targetArn;
    if (!this.config.readinessArn) throw new Error('READINESS_FUNCTION_ARN is not set');
    return this.config.readinessArn;
  }

  private request(schedule: ItemSchedule): CreateScheduleCommandInput {
    return {
      Name: schedule.name,
      GroupName: this.config.group,
      Description: schedule.description,
      ScheduleExpression: schedule.expression,
      ScheduleExpressionTimezone: TIME_ZONE,
      ...(schedule.startDate !== undefined ? { StartDate: new Date(schedule.startDate * 1000) } : {}),
      ...(schedule.endDate !== undefined ? { EndDate: new Date(schedule.endDate * 1000) } : {}),
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      // A one-time schedule deletes itself once it has fired, a daily one once its end date has passed.
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: this.targetOf(schedule),
        RoleArn: this.config.roleArn,
        Input: JSON.stringify(schedule.input),
        RetryPolicy: RETRY_POLICY,
        DeadLetterConfig: { Arn: this.config.deadLetterArn },
      },
    };
  }
}
