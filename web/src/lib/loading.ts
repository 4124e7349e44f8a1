import { proxy, useSnapshot } from 'valtio';

/** Requests in flight; the loading bar shows while this is above zero. */
export const loading = proxy({ pending: 0 });

export async function trackLoading<T>(work: () => Promise<T>): Promise<T> {
  loading.pending++;
  try {
    return await work();
  } finally {
    loading.pending--;
  }
}

export const useIsLoading = (): boolean => useSnapshot(loading).pending > 0;
