import { sesEmailSender } from './email.ts';
import { EventBridgeScheduler } from './eventbridge-scheduler.ts';
import type { Ports } from './ports.ts';
import { SqsSendQueue } from './send-queue.ts';
import { sesTemplateSource } from './ses-templates.ts';
import { snsSmsSender } from './sms.ts';

/** The one place that chooses the adapter of each port (ports.ts): the AWS SDK ones, made on first use. */
const DEFAULTS: { [P in keyof Ports]: () => Ports[P] } = {
  email: sesEmailSender,
  sms: snsSmsSender,
  scheduler: () => new EventBridgeScheduler(),
  sendQueue: () => new SqsSendQueue(),
  templates: () => sesTemplateSource,
};

const chosen: Partial<Ports> = {};

export function port<P extends keyof Ports>(name: P): Ports[P] {
  return (chosen[name] ??= DEFAULTS[name]()) as Ports[P];
}

/** Replaces a port (tests that watch or fail a send, a schedule or the fan-out); undefined restores the default. Answers the one replaced. */
export function usePort<P extends keyof Ports>(name: P, replacement: Ports[P] | undefined): Ports[P] {
  const previous = port(name);
  if (replacement) chosen[name] = replacement;
  else delete chosen[name];
  return previous;
}
