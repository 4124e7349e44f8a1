/** An event as the directory search answers it (and as records include it: id, name, startTime). */
export interface EventSummary {
  id: number;
  name: string;
  /** Unix seconds. */
  startTime: number;
  endTime?: number;
  countryName?: string;
  status?: number;
}

/** A master contact as the directory search answers it (records include id, fullName, email). */
export interface MasterContactSummary {
  id: number;
  fullName: string;
  email: string;
  firstName?: string;
  lastName?: string;
  companyId?: number;
  masterCompany?: { id: number; name: string } | null;
}

/** Spec section 8's toasts for failed directory searches. */
export const DIRECTORY_UI = {
  searchEventFailed: 'Search event failed',
  searchMasterContactFailed: 'Search master contact fails.',
} as const;
