// Keys of the header's search (documents, parties, models, serials).
export const searchKeys = {
  all: ['search'] as const,
  of: (text: string) => ['search', text] as const,
};
