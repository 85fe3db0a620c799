// Keys of the cheque register.
export const chequeKeys = {
  all: ['cheques'] as const,
  list: (query: unknown) => ['cheques', 'list', query] as const,
  /** Cheques due in the coming days (the home screen). */
  due: ['cheques', 'due'] as const,
};
