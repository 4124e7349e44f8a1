import { useLookup } from './use-lookup';
import { TARGET_GROUP_UI } from '../target-group-texts';
import { EventRoleSchema, OptionSchema } from '@shared/directory/vocabulary';

export const useMasterContactFunctions = () => useLookup('/master-contact-functions', TARGET_GROUP_UI.functionsFailed, OptionSchema);
export const useDelegateVipRoles = () => useLookup('/delegate-vip-roles', TARGET_GROUP_UI.vipRolesFailed, OptionSchema);
export const useIndustries = () => useLookup('/industries', TARGET_GROUP_UI.industriesFailed, OptionSchema);
export const useEventRoles = () => useLookup('/event-roles', TARGET_GROUP_UI.eventRolesFailed, EventRoleSchema);
export const useActivityProcesses = () => useLookup('/activity-processes', TARGET_GROUP_UI.processesFailed, OptionSchema);
