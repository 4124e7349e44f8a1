import type { Access } from '../shared/roles.ts';
import { usageRoute, type UsedKind } from '../shared/message-usage.ts';

/**
 * The route table: the single source for the CDK HTTP API and the local runtime.
 * `resource` names the function that serves the route (functions/resources/<resource>/handler.ts,
 * or its `resourceHandlerPath`).
 * Deletes and bulk actions need a super-admin; everything else, any signed-in user.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  resource: string;
  access: Access;
  /**
   * Answered as it is read (an export of any size): in AWS, CloudFront sends the route's path to
   * the response-streaming function (functions/streaming/handler.ts) instead of the HTTP API,
   * whose answers are whole and at most 6 MB. Locally the server streams every route alike.
   */
  streamed?: boolean;
}

/**
 * The API's description reads every resource's declarations, so it lives beside resources/, not in
 * it (resources never import it, and nothing imports back: decision 018).
 */
const HANDLERS_OUTSIDE_RESOURCES: Record<string, string> = { openapi: 'functions/openapi/handler.ts', approvals: 'functions/approvals/handler.ts' };

/** The handler module of a route resource, relative to the repository root. */
export const resourceHandlerPath = (resource: string) => HANDLERS_OUTSIDE_RESOURCES[resource] ?? `functions/resources/${resource}/handler.ts`;

const route = (method: Method, path: string, resource: string, access: Access = 'signed_in'): Route => ({
  method,
  path,
  resource,
  access,
});

/** The routes of a catalogue resource built on functions/kit/resource.ts. */
function catalogueRoutes(resource: string, base: string, extras: { clone?: boolean; bulkStatus?: boolean; bulkDelete?: boolean; usedAs?: UsedKind } = {}): Route[] {
  return [
    route('GET', base, resource),
    route('POST', base, resource),
    route('GET', `${base}/{id}`, resource),
    route('PUT', `${base}/{id}`, resource),
    route('DELETE', `${base}/{id}`, resource, 'super_admin'),
    // the record's audit trail: anyone who may open the record (docs/audit.md)
    route('GET', `${base}/{id}/history`, resource),
    route('GET', `${base}/{id}/history/{entryId}/version`, resource),
    ...(extras.clone ? [route('POST', `${base}/{id}/clone`, resource)] : []),
    ...(extras.bulkStatus ? [route('PATCH', base, resource, 'super_admin')] : []),
    ...(extras.bulkDelete ? [route('DELETE', base, resource, 'super_admin')] : []),
    ...(extras.usedAs ? [route('GET', `${base}/{id}/${usageRoute(extras.usedAs)}`, resource)] : []),
  ];
}

export const ROUTES: Route[] = [
  route('GET', '/v1/health', 'system', 'public'),
  route('GET', '/v1/languages', 'system'),
  route('GET', '/v1/settings/{name}', 'system'),
  route('POST', '/v1/settings', 'system'),
  route('GET', '/v1/settings/sending-rules', 'system'),
  route('POST', '/v1/settings/sending-rules', 'system', 'super_admin'),
  route('GET', '/v1/openapi.json', 'openapi'),

  route('POST', '/v1/login', 'auth', 'public'),
  route('GET', '/v1/logout', 'auth', 'public'),
  route('POST', '/v1/users/me/password', 'auth'),

  ...catalogueRoutes('tags', '/v1/tags', { clone: true, bulkDelete: true }),
  // the tag list's bulk Add (decision 020), a bulk action: super-admins only
  route('POST', '/v1/tags/{id}/add-to-tagged', 'tags', 'super_admin'),
  ...catalogueRoutes('sms-templates', '/v1/sms-templates', { clone: true, bulkStatus: true, usedAs: 'sms-template' }),
  ...catalogueRoutes('reference-layouts', '/v1/reference-layouts', { clone: true, usedAs: 'reference-layout' }),
  ...catalogueRoutes('reference-set-templates', '/v1/reference-set-templates', { clone: true, bulkStatus: true, usedAs: 'reference-set-template' }),
  ...catalogueRoutes('sender-info', '/v1/sender-info', { usedAs: 'sender-info' }),
  ...catalogueRoutes('recipients', '/v1/recipients', { usedAs: 'recipient' }),
  ...catalogueRoutes('test-contacts', '/v1/test-contacts', { clone: true }),

  ...catalogueRoutes('messages', '/v1/messages', { clone: true, bulkStatus: true, usedAs: 'message' }),
  route('POST', '/v1/messages/test-message', 'messages'),
  route('GET', '/v1/message-translations', 'messages'),
  route('GET', '/v1/message-translations/{id}/history', 'messages'),
  route('GET', '/v1/message-translations/{id}/history/{entryId}/version', 'messages'),
  route('DELETE', '/v1/message-translations/{id}', 'messages', 'super_admin'),
  route('GET', '/v1/action-trigger-messages', 'messages'),
  route('PUT', '/v1/action-trigger-messages/{id}', 'messages'),
  route('GET', '/v1/email-templates', 'messages'),
  route('GET', '/v1/email-templates/{id}/preview', 'messages'),
  route('GET', '/v1/local-links', 'system'),

  ...catalogueRoutes('message-workflows', '/v1/message-workflows', { clone: true, bulkStatus: true, usedAs: 'message-workflow' }),
  route('GET', '/v1/message-workflows/{id}/enabled-events', 'message-workflows'),
  ...catalogueRoutes('message-workflow-sets', '/v1/message-workflow-sets', { clone: true, bulkStatus: true }),

  route('GET', '/v1/event-message-workflows', 'event-message-workflows'),
  route('POST', '/v1/event-message-workflows', 'event-message-workflows'),
  route('PATCH', '/v1/event-message-workflows', 'event-message-workflows', 'super_admin'),
  route('DELETE', '/v1/event-message-workflows', 'event-message-workflows', 'super_admin'),
  route('DELETE', '/v1/event-message-workflows/by-ids', 'event-message-workflows', 'super_admin'),
  route('PUT', '/v1/event-message-workflows/by-ids', 'event-message-workflows', 'super_admin'),
  route('DELETE', '/v1/event-message-workflows/{id}', 'event-message-workflows', 'super_admin'),
  route('DELETE', '/v1/event-message-workflows/event/{eventId}', 'event-message-workflows', 'super_admin'),
  route('GET', '/v1/event-message-workflows/{id}/scheduled-message-total', 'event-message-workflows'),
  route('GET', '/v1/event-message-workflows/{id}/deliveries', 'event-message-workflows'),
  route('POST', '/v1/event-message-workflows/{id}/deliveries/resend-unconfirmed', 'event-message-workflows', 'super_admin'),
  route('GET', '/v1/event-message-workflows/event/{eventId}/scheduled-message-total', 'event-message-workflows'),
  route('GET', '/v1/events/{id}/message-workflows', 'event-message-workflows'),
  route('GET', '/v1/events/{id}/history', 'event-message-workflows'),
  route('GET', '/v1/events/{id}/message-workflows/resolve-sending-time', 'event-message-workflows'),
  route('POST', '/v1/events/{id}/message-workflows/resolve-sending-time-by-trigger-data', 'event-message-workflows'),
  // the readiness check (docs/readiness.md): a dry run of the send, its own function (it renders)
  route('GET', '/v1/event-message-workflows/{id}/readiness', 'readiness-checks'),
  route('GET', '/v1/events/{id}/readiness', 'readiness-checks'),
  route('GET', '/v1/readiness', 'readiness-checks'),
  route('GET', '/v1/readiness/last', 'readiness-checks'),
  // what a save would do to pending sends, without saving (docs/change-previews.md): whoever may save may ask
  route('POST', '/v1/events/{id}/message-workflows/preview-changes', 'event-message-workflows'),
  route('GET', '/v1/event-message-workflow-composites', 'event-message-workflows'),
  route('GET', '/v1/event-message-workflow-composites/count-of-each-status', 'event-message-workflows'),

  route('GET', '/v1/events', 'directory'),
  route('GET', '/v1/events/{id}', 'directory'),
  route('GET', '/v1/master-contacts', 'directory'),
  route('GET', '/v1/master-contacts/get-by-ids', 'directory'),
  route('GET', '/v1/master-contacts/{id}', 'directory'),
  route('GET', '/v1/master-companies/{id}', 'directory'),
  route('GET', '/v1/master-contact-functions', 'directory'),
  route('GET', '/v1/industries', 'directory'),
  route('GET', '/v1/delegate-vip-roles', 'directory'),
  route('GET', '/v1/event-roles', 'directory'),
  route('GET', '/v1/activity-processes', 'directory'),
  route('GET', '/v1/directory/vocabulary', 'directory'),
  route('POST', '/v1/directory/import', 'directory', 'super_admin'),

  route('POST', '/v1/target-groups/test-master-contact', 'target-groups'),
  route('POST', '/v1/target-groups/test-rule-master-contacts', 'target-groups'),
  route('POST', '/v1/target-groups/count', 'target-groups'),
  route('POST', '/v1/target-groups/preview-changes', 'target-groups'),
  route('POST', '/v1/target-groups/send-test-messages', 'target-groups'),

  route('GET', '/v1/reports/deliveries', 'reports'),
  { ...route('GET', '/v1/reports/deliveries.csv', 'reports'), streamed: true },
  route('GET', '/v1/deliveries', 'deliveries'),
  { ...route('GET', '/v1/deliveries.csv', 'deliveries'), streamed: true },

  // the audit trail: read-only, no route writes or deletes an entry (docs/audit.md)
  route('GET', '/v1/audit-log', 'audit-log', 'super_admin'),
  { ...route('GET', '/v1/audit-log.csv', 'audit-log', 'super_admin'), streamed: true },

  // the second approval of changes to Active sends (docs/approvals.md); the author may not decide their own
  route('GET', '/v1/approvals', 'approvals'),
  route('POST', '/v1/approvals/{id}/approve', 'approvals', 'super_admin'),
  route('POST', '/v1/approvals/{id}/reject', 'approvals', 'super_admin'),

  route('GET', '/v1/alerts', 'alerts'),
  route('POST', '/v1/alerts/{id}/read', 'alerts'),
  route('POST', '/v1/alerts/read-all', 'alerts'),

  route('POST', '/v1/graphql', 'graphql'),
  route('POST', '/v1/graphql/mapping', 'graphql'),
  route('POST', '/v1/graphql/reference-layout-mapping', 'graphql'),
  route('GET', '/v1/graphql/default-variables', 'graphql'),
];

export const routeKey = (r: Pick<Route, 'method' | 'path'>): string => `${r.method} ${r.path}`;

/** The routes answered by the response-streaming function in AWS (literal paths: CloudFront routes them by path). */
export const STREAMED_ROUTES = ROUTES.filter((r) => r.streamed);

export const ROUTES_BY_KEY = new Map(ROUTES.map((r) => [routeKey(r), r]));

/** Every function the routes need, with the routes each one serves. */
export function routesByResource(): Map<string, Route[]> {
  const byResource = new Map<string, Route[]>();
  for (const r of ROUTES) byResource.set(r.resource, [...(byResource.get(r.resource) ?? []), r]);
  return byResource;
}

/** A path segment with its %-escapes decoded; undefined when an escape is malformed. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Finds the route for a request path the way API Gateway does: literal segments win over
 * {parameters}. Answers the route and its path parameters; a parameter that cannot be decoded
 * matches nothing.
 */
export function matchRoute(method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.replace(/\/+$/, '').split('/');
  let best: { route: Route; params: Record<string, string>; literals: number } | undefined;
  for (const candidate of ROUTES) {
    if (candidate.method !== method) continue;
    const pattern = candidate.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith('{') && part.endsWith('}')) {
        const value = segments[i] ? decodeSegment(segments[i]) : undefined;
        if (value === undefined) return false;
        params[part.slice(1, -1)] = value;
        return true;
      }
      literals++;
      return part === segments[i];
    });
    if (matches && (!best || literals > best.literals)) best = { route: candidate, params, literals };
  }
  return best && { route: best.route, params: best.params };
}
