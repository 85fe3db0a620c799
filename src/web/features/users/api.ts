import { call } from '../../components/client';
import { usersApi } from '../../app/queryKeys/users';
import type { User } from '../../../contracts/users';

export type { User };
export const createUser = (u: { name: string; email: string; pass: string; role: 'admin' | 'user' }) => call(usersApi.register, { body: u });
export const updateUser = (id: number, u: Partial<{ name: string; email: string; pass: string; role: 'admin' | 'user'; active: boolean }>) =>
  call(usersApi.userUpdate, { params: { id }, body: u });
export const deleteUser = (id: number) => call(usersApi.userDelete, { params: { id } });
