import { api } from '@/lib/api-client';
import type { LoginInput } from '@shared/auth';

/** The answer's schema comes with the sign-in form's validation, which loads before a submit (login-page.tsx), not with /login. */
export const login = async (input: LoginInput) => api.post('/login', (await import('@shared/auth')).LoginResultSchema, input);
