import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The top-level areas of spec section 2, each with its page title. An area without `routes` is
 * not built yet: all of its paths (list, form, edit) open a plain 'not available yet' page.
 * Each built area is its own chunk, loaded on first visit.
 */
export interface Area {
  path: string;
  title: string;
  routes?: LazyExoticComponent<ComponentType>;
}

export const AREAS: Area[] = [
  { path: '/messages', title: 'Messages', routes: lazy(() => import('../features/messages/routes')) },
  { path: '/message-translations', title: 'Message Translation', routes: lazy(() => import('../features/message-translations/routes')) },
  { path: '/message-workflows', title: 'Message Workflow', routes: lazy(() => import('./message-workflow-area')) },
  { path: '/message-workflow-sets', title: 'Messages workflow set', routes: lazy(() => import('../features/message-workflow-sets/routes')) },
  { path: '/event-message-workflows', title: 'Event Message Workflow', routes: lazy(() => import('../features/event-message-workflows/routes')) },
  { path: '/action-trigger-messages', title: 'Action Trigger Message', routes: lazy(() => import('../features/action-trigger-messages/routes')) },
  { path: '/reference-set-templates', title: 'Reference Set Template', routes: lazy(() => import('../features/reference-set-templates/routes')) },
  { path: '/reference-layouts', title: 'Reference Layout', routes: lazy(() => import('../features/reference-layouts/routes')) },
  { path: '/test-contacts', title: 'Test Contact', routes: lazy(() => import('../features/test-contacts/routes')) },
  { path: '/sms-templates', title: 'SMS Template', routes: lazy(() => import('../features/sms-templates/routes')) },
  { path: '/tags', title: 'Tag', routes: lazy(() => import('../features/tags/routes')) },
  { path: '/sender-info', title: 'Sender Info List', routes: lazy(() => import('../features/sender-info/routes')) },
  { path: '/recipient-info', title: 'Recipient Info', routes: lazy(() => import('../features/recipients/routes')) },
  // Settings > Sending rules: quiet hours and frequency caps (decision 033)
  { path: '/sending-rules', title: 'Sending rules', routes: lazy(() => import('../features/sending-rules/routes')) },
  // Settings > Approvals: changes to Active sends waiting for a second super-admin (docs/approvals.md)
  { path: '/approvals', title: 'Approvals', routes: lazy(() => import('../features/approvals/routes')) },
  // Settings > Audit log: the trail of every catalogue change, super-admins only (docs/audit.md)
  { path: '/audit-log', title: 'Audit log', routes: lazy(() => import('../features/audit-log/routes')) },
  // The menu's Report entry (the spec lists no route for it); /report, its first address, redirects here (signed-in-app.tsx).
  { path: '/reports', title: 'Reports', routes: lazy(() => import('../features/reports/routes')) },
];
