// Keys of the home screen and the dashboard.
export const homeKeys = {
  all: ['home'] as const,
  highlights: (date: string | undefined) => ['home', 'highlights', date] as const,
  dashboard: (date: string | undefined) => ['home', 'dashboard', date] as const,
};
