import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Alarms } from './alarms.ts';

export interface JobQueueProps {
  /** the job's function, which consumes the queue */
  fn: IFunction;
  /** the function's timeout: the queue's visibility timeout is derived from it */
  functionTimeout: Duration;
  /** messages per invocation */
  batchSize: number;
  /** most invocations at once for this queue (2-1000), or none for Lambda's own scaling */
  maxConcurrency?: number;
  /** deliveries of a message before it moves to the dead-letter queue */
  maxReceiveCount: number;
  /** the oldest message's age at which the queue's alarm fires */
  oldestMessageAlarmAge: Duration;
  alarms: Alarms;
  /** names the queue in alarm descriptions: "the send job's queue" */
  what: string;
}

/**
 * AWS recommends a visibility timeout of at least six times the function's timeout for an SQS
 * event source, so a message whose invocation is retried after throttling is not handed out twice.
 */
export const VISIBILITY_TIMEOUT_FACTOR = 6;

/**
 * A job fed by its own SQS queue: the queue (SSE-SQS, SSL only, a visibility timeout well above the
 * function's timeout), its dead-letter queue after `maxReceiveCount` deliveries (kept 14 days),
 * an alarm when the dead-letter queue holds anything and one when the queue's oldest message
 * waits too long, and the event source mapping (batch size, maximum concurrency, partial batch
 * failures so one bad message is retried alone) with the function's right to consume the queue.
 */
export class JobQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: JobQueueProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(props.functionTimeout.toSeconds() * VISIBILITY_TIMEOUT_FACTOR),
      // Longer than the dead-letter path takes, so nothing expires before it is retried or kept.
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
    });
    props.fn.addEventSource(
      new SqsEventSource(this.queue, { batchSize: props.batchSize, maxConcurrency: props.maxConcurrency, reportBatchItemFailures: true }),
    );
    props.alarms.deadLetters(this, 'DeadLetterAlarm', this.deadLetterQueue, `The dead-letter queue of ${props.what}`);
    props.alarms.oldestMessage(this, 'OldestMessageAlarm', this.queue, props.oldestMessageAlarmAge, props.what);
  }
}
