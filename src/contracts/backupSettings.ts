import { z } from 'zod';

/** Who may take a backup: admins always; plain users only when an admin allows it (off by default). */
export const backupSettings = z.object({ users_may_backup: z.boolean() });
export type BackupSettings = z.infer<typeof backupSettings>;
