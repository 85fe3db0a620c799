import { call } from '../../components/client';
import { sessionsApi } from '../../app/queryKeys/users';
import type { SignIn } from '../../../contracts/sessions';

export type { SignIn };
export const endSignIn = (id: string) => call(sessionsApi.sessionEnd, { params: { id } });
