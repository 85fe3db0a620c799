import { Text } from '@mantine/core';

/** How the shares are computed: the spec does not say, so they are split by capital paid in. */
export function ShareHelp() {
  return (
    <Text size="xs" c="dimmed">
      Shares are split by the capital each investor paid into the projects concerned (by the pledged contributions while no capital has arrived). Profit
      Share: for each completed project, its profit/loss × the investor's capital in it ÷ all capital paid into it. Expense Share: for each project not yet
      completed, its expenses (debited to expense ledgers) × the same fraction (a completed project's expenses are already inside its profit/loss). Closing Balance is the investor ledger's balance (money put in less money taken out); Available Balance =
      Closing Balance + Profit Share − Expense Share. Total Expense counts the projects not yet completed.
    </Text>
  );
}
