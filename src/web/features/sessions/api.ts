import { api } from '../../components/api';
import type { SignIn } from '../../../contracts/sessions';

export type { SignIn };
export const listSignIns = async (all: boolean) => (await api.get<{ data: SignIn[] }>(`/sessions${all ? '?all=1' : ''}`)).data;
export const endSignIn = (id: string) => api.delete(`/sessions/${id}`);
