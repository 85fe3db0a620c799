// Keys of the settings: the company, number format, period lock, backups, prices; the audit log
// (its own family: every write adds to it, and it is read fresh each time it opens).
export const settingKeys = {
  all: ['settings'] as const,
  company: ['settings', 'company'] as const,
  numberFormat: ['settings', 'number-format'] as const,
  periodLock: ['settings', 'period-lock'] as const,
  backups: ['settings', 'backups'] as const,
  prices: ['settings', 'prices'] as const,
};

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: ['audit-log', 'list'] as const,
};

/** Data in and out: the scheduled backups and their files. */
export const backupKeys = {
  scheduled: ['backups', 'scheduled'] as const,
};

export const yearEndKeys = {
  all: ['year-end'] as const,
  list: ['year-end', 'list'] as const,
  preview: (fyEnd: string) => ['year-end', 'preview', fyEnd] as const,
};
