import { ConfigurationSet, EmailSendingEvent, EventDestination, HttpsPolicy } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** The SES events that make an address one not to send to again. */
export const SUPPRESSING_EVENTS = [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT];
/** The SES events that say SES accepted (and delivered) an email: they confirm the delivery its tags name (docs/sending.md, V3). */
export const CONFIRMING_EVENTS = [EmailSendingEvent.SEND, EmailSendingEvent.DELIVERY];
/**
 * What the recipient did with the email, for the reports (docs/reports.md). Publishing them turns
 * on SES's open tracking (a pixel) and click tracking (links through SES's redirect) for every
 * email sent with the configuration set.
 */
export const ENGAGEMENT_EVENTS = [EmailSendingEvent.OPEN, EmailSendingEvent.CLICK];

export interface EmailEventsProps {
  /** A subdomain of ours for the tracking links (HTTPS only); SES's awstrack.me unless given. */
  trackingDomain?: string;
}
/**
 * Where SES reports what happened to the email the functions send: a configuration set (the
 * functions with the right 'email' get its name in SES_CONFIGURATION_SET and send with it), with
 * open and click tracking, whose event destination publishes sends, deliveries, bounces,
 * complaints, opens and clicks to an SNS topic (SSL only;
 * SES may publish to it for this configuration set only). The jobs with trigger 'topic' read that topic through
 * their own queue (`subscribe`).
 */
export class EmailEvents extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: EmailEventsProps = {}) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'SES email events of the event-messaging back-office', enforceSSL: true });
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      ...(props.trackingDomain ? { customTrackingRedirectDomain: props.trackingDomain, customTrackingHttpsPolicy: HttpsPolicy.REQUIRE } : {}),
    });
    // The L2 destination also adds the topic policy statement that lets ses.amazonaws.com publish,
    // conditioned on this account and this configuration set.
    // the destination's id stays as it was deployed: a new id would replace it
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.topic),
      events: [...CONFIRMING_EVENTS, ...SUPPRESSING_EVENTS, ...ENGAGEMENT_EVENTS],
    });
  }

  /** Delivers every event to `queue` as the SES event JSON itself (raw delivery, no SNS envelope). */
  subscribe(queue: IQueue): void {
    this.topic.addSubscription(new SqsSubscription(queue, { rawMessageDelivery: true }));
  }
}
