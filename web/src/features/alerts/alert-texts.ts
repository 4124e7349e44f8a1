/** The bell's texts (docs/alerts.md): its accessible name says the count, the badge shows it. */
export const bellLabel = (unread: number, capped: boolean) => `Alerts: ${capped ? `more than ${unread}` : unread} unread`;
export const unreadBadge = (unread: number, capped: boolean) => (capped || unread > 99 ? '99+' : String(unread));

export const ALERT_PANEL_TEXTS = {
  title: 'Alerts',
  empty: 'No alerts. Failed sends, empty audiences, blocked readiness checks and high bounce or complaint rates show here.',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  open: 'Open the timeline',
  close: 'Close alerts',
  markFailed: 'The alert could not be marked as read',
};
