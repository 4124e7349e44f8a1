import { api } from '@/lib/api-client';
import { type LoginInput, LoginResultSchema } from '@shared/auth';

export const login = (input: LoginInput) => api.post('/login', LoginResultSchema, input);
