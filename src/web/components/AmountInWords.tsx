import { amountInWords } from '../../domain/words';

/** "One Lakh Five Thousand Taka Only"; 'error' for a number that is not finite. */
export function AmountInWords({ value, prefix }: { value: number | string | null | undefined; prefix?: string }) {
  return (
    <span data-testid="amount-in-words">
      {prefix}
      {amountInWords(value)}
    </span>
  );
}
