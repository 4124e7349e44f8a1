import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, LogGroup, SubscriptionFilter, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { LambdaDestination } from 'aws-cdk-lib/aws-logs-destinations';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

/** Every successful text is logged (SNS's DeliveryStatusSuccessSamplingRate, a percentage); failures always are. */
export const SMS_SUCCESS_SAMPLING_RATE = '100';

/** What SNS's SMS delivery status logging writes with the role: its two log groups, their streams and events. */
export const SMS_LOG_ACTIONS = ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents', 'logs:PutMetricFilter', 'logs:PutRetentionPolicy'];

/** The log groups SNS writes the delivery status of texts to, in the stack's account and region. */
export function smsLogGroupNames(scope: Construct): { delivered: string; failed: string } {
  const { region, account } = Stack.of(scope);
  const delivered = `sns/${region}/${account}/DirectPublishToPhoneNumber`;
  return { delivered, failed: `${delivered}/Failure` };
}

export interface SmsDeliveryStatusProps {
  /** the job that records the statuses (functions/jobs.ts, trigger 'logs') */
  consumer: IFunction;
  logRetention: RetentionDays;
}

/**
 * SNS's delivery status of the texts the functions send (docs/reports.md, SMS): the account's SMS
 * attributes name a role SNS writes the status of every text with (DeliveryStatusIAMRole, all
 * successes sampled), into two log groups this stack makes (so they have a retention and can be
 * subscribed to before the first text); a subscription filter on each hands every record to the
 * consumer job, which records 'delivered' or a bounce for the text's delivery.
 *
 * The SMS attributes belong to the account and region, not to a resource: a custom resource sets
 * them (SNS SetSMSAttributes) on create and update; deleting the stack leaves them (SNS then finds
 * the role gone and logs nothing). Another stack of the same account and region that sets them
 * takes them over.
 */
export class SmsDeliveryStatus extends Construct {
  readonly role: Role;
  readonly logGroups: LogGroup[];
  readonly settings: AwsCustomResource;

  constructor(scope: Construct, id: string, props: SmsDeliveryStatusProps) {
    super(scope, id);
    const names = smsLogGroupNames(this);
    this.logGroups = [
      new LogGroup(this, 'DeliveredLogs', { logGroupName: names.delivered, retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY }),
      new LogGroup(this, 'FailedLogs', { logGroupName: names.failed, retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY }),
    ];
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('sns.amazonaws.com'),
      description: "Lets SNS log the delivery status of the back-office's texts into its two SMS log groups",
    });
    for (const group of this.logGroups) group.grant(this.role, ...SMS_LOG_ACTIONS);

    // the custom resource's own function: its log group and role, as every function of the stack
    const setterLogs = new LogGroup(this, 'SmsAttributesLogs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    const setterRole = new Role(this, 'SmsAttributesRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: "Sets the account's SMS attributes for the back-office's SMS delivery status" });
    setterLogs.grantWrite(setterRole);

    const attributes = { DeliveryStatusIAMRole: this.role.roleArn, DeliveryStatusSuccessSamplingRate: SMS_SUCCESS_SAMPLING_RATE };
    const call = { service: 'SNS', action: 'setSMSAttributes', parameters: { attributes }, physicalResourceId: PhysicalResourceId.of('sms-delivery-status') };
    this.settings = new AwsCustomResource(this, 'SmsAttributes', {
      onCreate: call,
      onUpdate: call,
      installLatestAwsSdk: false,
      // SetSMSAttributes names no resource; passing the role is what SNS checks
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['sns:SetSMSAttributes'], resources: ['*'] }),
        new PolicyStatement({ actions: ['iam:PassRole'], resources: [this.role.roleArn] }),
      ]),
      role: setterRole,
      logGroup: setterLogs,
    });

    for (const [i, logGroup] of this.logGroups.entries()) {
      new SubscriptionFilter(this, i === 0 ? 'DeliveredToJob' : 'FailedToJob', { logGroup, destination: new LambdaDestination(props.consumer), filterPattern: FilterPattern.allEvents() });
    }
  }
}
