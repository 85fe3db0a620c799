// Keys of the banks feature.
export const bankKeys = {
  all: ['banks'] as const,
  /** Every bank, for the selects. */
  options: ['banks', 'options'] as const,
  list: ['banks', 'list'] as const,
};
