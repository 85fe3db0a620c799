// The daily backup written to a folder on the server, and the files it keeps (admin).
import { z } from 'zod';

export const backupSchedule = z.object({
  enabled: z.boolean(),
  /** Time of day in Dhaka, HH:MM (24 hours). */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM, 00:00 to 23:59'),
  /** How many backups to keep; older ones are deleted after each new one. */
  keep: z.coerce
    .number({ message: 'Keep must be a number' })
    .int('Keep must be a whole number')
    .min(1, 'Keep at least 1 backup')
    .max(365, 'Keep at most 365 backups'),
});
export type BackupSchedule = z.infer<typeof backupSchedule>;

export const backupFile = z.object({ name: z.string(), size: z.number(), created_at: z.string() });
export type BackupFile = z.infer<typeof backupFile>;

export const scheduledBackups = z.object({
  schedule: backupSchedule,
  /** The day whose backup was last taken on schedule (yyyy-mm-dd), if any. */
  lastDate: z.string().nullable(),
  files: z.array(backupFile),
});
export type ScheduledBackups = z.infer<typeof scheduledBackups>;

export const backupFileParams = z.object({ name: z.string().regex(/^backup-[0-9A-Za-z_-]{1,60}\.sql$/, 'Not a backup file name') });
