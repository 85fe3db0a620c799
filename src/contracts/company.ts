import { z } from 'zod';
import { nameText } from './common.js';

export const company = z.object({
  name: nameText('Company name', { required: 'Company name is required', max: 200 }),
  code: z.string().trim().min(1, 'Company code is required').max(10).regex(/^[A-Za-z0-9]+$/, 'Company code takes letters and digits only'),
  address: z.string().trim().max(500),
  phone: z.string().trim().max(100),
  email: z.string().trim().max(200),
});
export type Company = z.infer<typeof company>;
