import type { UserSummary } from '@shared/users';

/** A reference layout as the API answers it. */
export interface ReferenceLayout {
  id: number;
  name: string;
  description: string;
  /** Twig. */
  code: string;
  createdAt: number;
  updatedAt: number;
  version: number;
  createdByUser?: UserSummary;
  updatedByUser?: UserSummary;
}
