import { api } from '@/lib/api-client';

/** Ends the session on the server; the token is useless afterwards even if it leaked. */
export const logout = () => api.get<boolean>('/logout');
