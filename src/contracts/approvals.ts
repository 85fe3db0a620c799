// Approvals of a bill over the credit limit or below a minimum price (issue 39, finding 1): given by
// an admin from their own sign-in or with a one-time code, bound to one bill, used once. A bill's
// request never carries an admin's password.
import { z } from 'zod';

/** Fields of a bill's request that ask for or carry an approval. */
export const approvalFields = {
  /** An admin's own bill above the credit limit: they confirm it. */
  approveOverLimit: z.boolean({ message: 'approveOverLimit must be true or false' }).optional(),
  /** A clerk's bill that needs an approval: record a request for an admin (the refusal names its id). */
  requestApproval: z.boolean({ message: 'requestApproval must be true or false' }).optional(),
  /** The request an admin approved for this same bill. */
  approvalId: z.coerce.number({ message: 'approvalId must be a number' }).int().positive().optional(),
  /** A one-time code from an admin's screen. */
  approvalCode: z.string({ message: 'The approval code must be text' }).trim().max(20, 'The approval code is 6 digits').optional(),
};
export type ApprovalFields = { approveOverLimit?: boolean; requestApproval?: boolean; approvalId?: number; approvalCode?: string };

export const approvalRequest = z.object({
  id: z.number(),
  party: z.string().nullable(),
  amount: z.number(),
  reason: z.string(),
  requested_by: z.string(),
  created_at: z.string(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;
export const approvalRequests = z.object({ data: z.array(approvalRequest) });
export const approvalRequestStatus = z.object({ id: z.number(), status: z.enum(['pending', 'approved', 'refused', 'used', 'expired']) });
export type ApprovalRequestStatus = z.infer<typeof approvalRequestStatus>;
export const approvalCode = z.object({ code: z.string(), expires_at: z.string() });
