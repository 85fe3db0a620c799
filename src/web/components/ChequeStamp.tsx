// Issue 41: the stamp on a bill or money receipt whose money was taken by cheque, saying what became
// of the cheque: bounced (with the day and the bank's charge), still in hand or deposited (not money
// collected yet). Nothing for cash, a bank transfer, mobile money or a cheque that cleared untroubled.
import { Alert } from '@mantine/core';
import { displayDate, money } from './format';

export interface ChequeStampProps {
  cheque_state: string | null;
  bounced_date: string | null;
  bounce_charge: number;
}

export function chequeStampText(c: ChequeStampProps): string | null {
  const bounced = c.bounced_date ? `Cheque bounced on ${displayDate(c.bounced_date)}${c.bounce_charge ? `, bank charge ${money(c.bounce_charge)}` : ''}` : null;
  switch (c.cheque_state) {
    case 'bounced':
      return bounced;
    case 'received':
      return 'Cheque in hand: not collected until it clears';
    case 'deposited':
      return bounced ? `${bounced}; deposited again, not cleared yet` : 'Cheque deposited: not collected until it clears';
    case 'returned':
      return 'Cheque returned to the party';
    case 'cancelled':
      return 'Cheque cancelled';
    case 'cleared':
      return bounced ? `${bounced}; deposited again and cleared` : null;
    default:
      return null;
  }
}

export function ChequeStamp(props: ChequeStampProps) {
  const text = chequeStampText(props);
  if (!text) return null;
  const bad = props.cheque_state === 'bounced' || props.cheque_state === 'returned' || props.cheque_state === 'cancelled';
  return (
    <Alert color={bad ? 'red' : 'yellow'} variant="outline" mb="md" fw={700} data-testid="cheque-stamp" style={{ borderWidth: 2, textTransform: 'uppercase' }}>
      {text}
    </Alert>
  );
}
