import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Ends the session on the server; the token is useless afterwards even if it leaked. */
export const logout = () => api.get('/logout', DoneSchema);
