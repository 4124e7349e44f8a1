import { useEffect } from 'react';
import type { SWRResponse } from 'swr';
import { TARGET_GROUP_UI } from '../target-group-texts';
import * as vocabularies from '@/api/vocabularies/get-vocabularies';
import { toastFailure } from '@/lib/api-client';

/**
 * The directory vocabularies the rule forms offer (functions, VIP roles, industries, event roles,
 * activity processes): a failure shows the spec's toast and leaves the choice empty.
 */
function useLookup<T>({ data, error, isLoading }: SWRResponse<T[]>, failedText: string): { options: T[]; loading: boolean } {
  useEffect(() => {
    if (error) toastFailure(failedText, error);
  }, [error, failedText]);
  return { options: data ?? [], loading: isLoading };
}

export const useMasterContactFunctions = () => useLookup(vocabularies.useMasterContactFunctions(), TARGET_GROUP_UI.functionsFailed);
export const useDelegateVipRoles = () => useLookup(vocabularies.useDelegateVipRoles(), TARGET_GROUP_UI.vipRolesFailed);
export const useIndustries = () => useLookup(vocabularies.useIndustries(), TARGET_GROUP_UI.industriesFailed);
export const useEventRoles = () => useLookup(vocabularies.useEventRoles(), TARGET_GROUP_UI.eventRolesFailed);
export const useActivityProcesses = () => useLookup(vocabularies.useActivityProcesses(), TARGET_GROUP_UI.processesFailed);
