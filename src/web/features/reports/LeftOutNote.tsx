// What a document-based profit report leaves out of the Profit and Loss statement's gross profit.
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { GrossProfitReply } from './api';

export function LeftOutNote({ leftOut }: { leftOut: GrossProfitReply['left_out'] }) {
  if (!leftOut) return null;
  return (
    <Alert color="blue" variant="light" mb="sm" data-testid="left-out-note">
      {leftOut.note}{' '}
      <Anchor component={Link} to="/profit-loss" className="no-print" size="sm">
        Open Profit and Loss
      </Anchor>
    </Alert>
  );
}
