import { CfnOutput, Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * The stack's alarms and the topic they notify (when they fire and when they recover): subscribe
 * whoever looks after the deployment to it (`-c alarmEmail=...` does it for one address).
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly all: Alarm[] = [];

  constructor(scope: Construct, id: string, props: { email?: string }) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Event-messaging back-office alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    new CfnOutput(scope, 'AlarmTopicArn', { description: 'Subscribe to this topic to hear about the alarms', value: this.topic.topicArn });
  }

  /** Fires when `queue` (a dead-letter queue) holds any message: something failed all its retries. */
  deadLetters(scope: Construct, id: string, queue: IQueue, what: string): Alarm {
    return this.add(
      new Alarm(scope, id, {
        alarmDescription: `${what} holds messages that failed every retry. Read them (SQS console), fix the cause, then redrive or delete them.`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: Stats.MAXIMUM }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        threshold: 1,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** Fires when the oldest message of `queue` has waited `maxAge` or longer: its consumer is stuck or far behind. */
  oldestMessage(scope: Construct, id: string, queue: IQueue, maxAge: Duration, what: string): Alarm {
    return this.add(
      new Alarm(scope, id, {
        alarmDescription: `The oldest message of ${what} has waited ${maxAge.toHumanString()} or more: its function is failing, throttled or far behind.`,
        metric: queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(1), statistic: Stats.MAXIMUM }),
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        threshold: maxAge.toSeconds(),
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  private add(alarm: Alarm): Alarm {
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.all.push(alarm);
    return alarm;
  }
}
