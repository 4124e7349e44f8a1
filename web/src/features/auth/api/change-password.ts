import { api } from '@/lib/api-client';
import type { ChangePasswordInput, SessionUser } from '@shared/auth';

/** Answers the user with the restarted password expiry. */
export const changePassword = (input: ChangePasswordInput) => api.post<SessionUser>('/users/me/password', input);
