// Keys of the users feature and of the signed-in user.
import { familyKeys } from './documentKeys';

export const userKeys = familyKeys('users');

export const authKeys = {
  me: ['auth', 'me'] as const,
};

export const sessionKeys = {
  all: ['sessions'] as const,
  list: (all: boolean) => ['sessions', all ? 'all' : 'mine'] as const,
};
