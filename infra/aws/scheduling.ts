import { Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Alarms } from './alarms.ts';

export interface SchedulingProps {
  /** The ARN of the job an item's schedule invokes (the dispatch job). */
  targetArn: string;
  /** Other jobs that schedules invoke, by name (readiness: an item's check 48 hours before its send). */
  otherTargets?: ReadonlyMap<string, string>;
  alarms: Alarms;
}

/** The actions the functions with the right 'schedules' may take on this stack's schedules: those the adapter calls. */
export const SCHEDULE_ACTIONS = ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'];

/**
 * What EventBridge Scheduler needs around the item schedules (docs/scheduling.md): the schedule
 * group they live in, the role Scheduler assumes to invoke the dispatch job (that and the
 * dead-letter queue, nothing else), and the dead-letter queue that keeps invocations which failed
 * every retry, with an alarm on its depth. The functions that put and remove schedules read all
 * four from `environment` (functions/scheduling/eventbridge-scheduler.ts).
 */
export class Scheduling extends Construct {
  readonly group: CfnScheduleGroup;
  readonly role: Role;
  readonly deadLetterQueue: Queue;
  readonly targetArn: string;
  /** Every function a schedule may invoke, by job name. */
  readonly targets: ReadonlyMap<string, string>;
  /** `arn:...:schedule/<group>/*`: the schedules of this stack's group, and nothing else. */
  readonly schedulesArn: string;

  constructor(scope: Construct, id: string, props: SchedulingProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.targetArn = props.targetArn;
    this.targets = new Map([['dispatch', props.targetArn], ...[...(props.otherTargets ?? [])].filter(([name]) => name !== 'dispatch')]);
    // No fixed name: CloudFormation names it after the stack, so two stacks in one account never share a group.
    this.group = new CfnScheduleGroup(this, 'Group');
    this.schedulesArn = `arn:${stack.partition}:scheduler:${stack.region}:${stack.account}:schedule/${this.group.ref}/*`;

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    props.alarms.deadLetters(this, 'DeadLetterAlarm', this.deadLetterQueue, 'The scheduler dead-letter queue (dispatch invocations)');

    // Scheduler passes the group's ARN as aws:SourceArn (its confused-deputy guidance: scope to the
    // schedule group, not to schedule names), so only this account's schedules of this group can use the role.
    this.role = new Role(this, 'Role', {
      description: 'Assumed by EventBridge Scheduler for the item schedules: invokes the dispatch and readiness jobs, keeps failed invocations in the scheduler DLQ',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account, 'aws:SourceArn': this.group.attrArn } },
      }),
    });
    this.role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [...this.targets.values()] }));
    this.role.addToPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }));
  }

  /** What a function that manages schedules reads (functions/scheduling/eventbridge-scheduler.ts, schedulerConfig). */
  get environment(): Record<string, string> {
    return {
      SCHEDULE_GROUP: this.group.ref,
      DISPATCH_FUNCTION_ARN: this.targetArn,
      ...Object.fromEntries([...this.targets].filter(([name]) => name !== 'dispatch').map(([name, arn]) => [`${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_FUNCTION_ARN`, arn])),
      SCHEDULER_ROLE_ARN: this.role.roleArn,
      SCHEDULER_DLQ_ARN: this.deadLetterQueue.queueArn,
    };
  }

  /** The right 'schedules': the adapter's calls on this group's schedules, and passing the scheduler role to Scheduler only. */
  manageStatements(): PolicyStatement[] {
    return [
      new PolicyStatement({ actions: SCHEDULE_ACTIONS, resources: [this.schedulesArn] }),
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    ];
  }
}
