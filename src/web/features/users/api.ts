import { api } from '../../components/api';
import type { User } from '../../../contracts/users';

export type { User };
export const listUsers = async () => (await api.get<{ data: User[] }>('/all_users')).data;
export const createUser = (u: { name: string; email: string; pass: string; role: string }) => api.post('/register', u);
export const updateUser = (id: number, u: Partial<{ name: string; email: string; pass: string; role: string; active: boolean }>) =>
  api.patch(`/user_update/${id}`, u);
export const deleteUser = (id: number) => api.delete(`/user_delete/${id}`);
