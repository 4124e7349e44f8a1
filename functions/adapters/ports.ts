import type { OutgoingEmail } from './email.ts';
import type { Sms } from './sms.ts';
import type { SendBatch } from './send-queue.ts';

/**
 * The ports through which the domain reaches AWS, and the one place that chooses what serves
 * them (adapters.ts). Each adapter speaks through an AWS SDK client; locally only its endpoint
 * differs (SES_ENDPOINT, SNS_ENDPOINT, SCHEDULER_ENDPOINT, SQS_ENDPOINT), never the code path.
 */

/** Sends one email (templated, or composed as it goes out); answers the provider's message id. */
export interface EmailSender {
  send(email: OutgoingEmail): Promise<string>;
}

/** Sends one text message; answers the provider's message id. */
export interface SmsSender {
  send(sms: Sms): Promise<string>;
}

/** One schedule per pending event message workflow item, so that its dispatch runs at its sending time. */
export interface ItemSchedule {
  /** Deterministic per item (domain/scheduling/item-schedule.ts), so a retried put never makes a second schedule. */
  name: string;
  /** `at(yyyy-mm-ddThh:mm:ss)` or `cron(m h * * ? *)`, evaluated in Europe/Amsterdam. */
  expression: string;
  /** Unix seconds bounding a cron schedule (a metric item's time frame); absent for at(). */
  startDate?: number;
  endDate?: number;
  /** What the dispatch function receives, with EventBridge's context placeholders (domain/scheduling/dispatch-input.ts). */
  input: Record<string, unknown>;
  description?: string;
  /** The job it invokes (functions/jobs.ts): the item's send (dispatch, the default) or its readiness check. */
  target?: 'dispatch' | 'readiness';
}

export interface Scheduler {
  /** Creates the schedule, or replaces the one of the same name. */
  put(schedule: ItemSchedule): Promise<void>;
  /** Deletes the schedule; one that is already gone is fine. */
  remove(name: string): Promise<void>;
}

/** The fan-out: dispatch and one-off sends hand batches of deliveries to the `send` job. */
export interface SendQueue {
  send(batches: SendBatch[]): Promise<void>;
}

/** Where email message templates live: one source per template service (shared/messages.ts TEMPLATE_SERVICE_OF). */
export interface TemplateEntry {
  id: string;
  name: string;
  /** The version that sends, for services that version templates. */
  activeVersion?: string;
}

export interface TemplatePreview {
  subject: string;
  html: string;
}

export interface TemplateSource {
  list(): Promise<TemplateEntry[]>;
  preview(id: string): Promise<TemplatePreview | undefined>;
}

export interface Ports {
  email: EmailSender;
  sms: SmsSender;
  scheduler: Scheduler;
  sendQueue: SendQueue;
  /** The template source of one service, by its template name prefix. */
  templates: (prefix: string) => TemplateSource;
}
