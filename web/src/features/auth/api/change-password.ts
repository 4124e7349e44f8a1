import { api } from '@/lib/api-client';
import { type ChangePasswordInput, SessionUserSchema } from '@shared/auth';

/** Answers the user with the restarted password expiry. */
export const changePassword = (input: ChangePasswordInput) => api.post('/users/me/password', SessionUserSchema, input);
