import type { AuthResponse, LoginBody, RegisterBody } from '@store/contracts';
import { send } from './http.ts';

export const login = (body: LoginBody) => send<AuthResponse>('post', '/api/users/login', body);
export const register = (body: RegisterBody) => send<AuthResponse>('post', '/api/users/register', body);
