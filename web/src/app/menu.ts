/** The sidebar (spec section 2). `visible: false` hides an entry without deleting it. */
export interface MenuItem {
  label: string;
  icon?: string;
  to?: string;
  visible?: boolean;
  /** Shown to super-admins only (the page's API refuses anyone else). */
  superAdminOnly?: boolean;
  items?: MenuItem[];
}

/** An area's 'Search' (its list) and, where the area has a form, 'Create New'. */
const area = (label: string, icon: string, path: string, create = true): MenuItem => ({
  label,
  icon,
  items: [{ label: 'Search', to: path }, ...(create ? [{ label: 'Create New', to: `${path}/form` }] : [])],
});

export const MENU: MenuItem[] = [
  { label: 'Dashboard', icon: 'pi pi-home', to: '/' },
  area('Message', 'pi pi-envelope', '/messages'),
  area('Message Translations', 'pi pi-language', '/message-translations', false),
  area('Message Workflow', 'pi pi-sitemap', '/message-workflows'),
  area('Message Workflow Set', 'pi pi-clone', '/message-workflow-sets'),
  area('Event Message Workflows', 'pi pi-calendar', '/event-message-workflows'),
  { label: 'Action trigger messages', icon: 'pi pi-bolt', to: '/action-trigger-messages' },
  area('Reference Sets', 'pi pi-database', '/reference-set-templates'),
  area('Reference Layouts', 'pi pi-code', '/reference-layouts'),
  area('Test Contacts', 'pi pi-users', '/test-contacts'),
  area('Sms Template', 'pi pi-mobile', '/sms-templates'),
  area('Tags', 'pi pi-tags', '/tags', false),
  { label: 'Report', icon: 'pi pi-chart-bar', to: '/reports' },
  {
    label: 'Settings',
    icon: 'pi pi-cog',
    items: [
      { label: 'Sender Info', to: '/sender-info' },
      { label: 'Recipient Info', to: '/recipient-info' },
      { label: 'Sending rules', to: '/sending-rules' },
      { label: 'Approvals', to: '/approvals' },
      { label: 'Audit log', to: '/audit-log', superAdminOnly: true },
    ],
  },
];
