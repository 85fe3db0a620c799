import { Alert } from '@mantine/core';
import { Link } from 'react-router';

/** What a screen of one adjustment shows when opened without one. */
export function MissingAdjustment({ message = 'No adjustment chosen' }: { message?: string }) {
  return (
    <Alert color="yellow" title={message}>
      Open it from the <Link to="/product-adjustment">stock adjustment list</Link>.
    </Alert>
  );
}
