import type { AuthResponse, LoginBody, RegisterBody } from '@store/contracts';
import { request, send } from './http.ts';

export const login = (body: LoginBody) => send<AuthResponse>('post', '/api/users/login', body);
export const register = (body: RegisterBody) => send<AuthResponse>('post', '/api/users/register', body);

/**
 * Ends `token` on the server (it stops working at once). The token is named here because the
 * browser forgets its session before the answer comes (docs/product.md §4).
 */
export async function logout(token: string): Promise<void> {
  await request<undefined>('/api/users/logout', {
    method: 'post',
    headers: { Authorization: `Bearer ${token}` },
  });
}
