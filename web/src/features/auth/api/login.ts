import { api } from '@/lib/api-client';
import type { LoginInput, LoginResult } from '@shared/auth';

export const login = (input: LoginInput) => api.post<LoginResult>('/login', input);
