// Keys of the users feature and of the signed-in user.
export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
};

export const authKeys = {
  me: ['auth', 'me'] as const,
};

export const sessionKeys = {
  all: ['sessions'] as const,
  list: (all: boolean) => ['sessions', all ? 'all' : 'mine'] as const,
};
