/** The role key on a signed-in user. Super-admins may delete and run bulk actions. */
export const ROLES = ['super_admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** What a route asks of its caller: nobody (public), any signed-in user, or a super-admin. */
export type Access = 'public' | 'signed_in' | 'super_admin';

export const isSuperAdmin = (role: string | undefined): boolean => role === 'super_admin';
