import { useLookup } from './use-lookup';
import { TARGET_GROUP_UI } from '../target-group-texts';
import type { Option } from '@shared/directory/vocabulary';

/** An event role is a delegate role (type 1) or a partner role (type 2). */
export interface EventRole extends Option {
  type: number;
}

export const useMasterContactFunctions = () => useLookup('/master-contact-functions', TARGET_GROUP_UI.functionsFailed);
export const useDelegateVipRoles = () => useLookup('/delegate-vip-roles', TARGET_GROUP_UI.vipRolesFailed);
export const useIndustries = () => useLookup('/industries', TARGET_GROUP_UI.industriesFailed);
export const useEventRoles = () => useLookup<EventRole>('/event-roles', TARGET_GROUP_UI.eventRolesFailed);
export const useActivityProcesses = () => useLookup('/activity-processes', TARGET_GROUP_UI.processesFailed);
