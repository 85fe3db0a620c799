import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifyError } from './notify';

/** Asks before a delete; runs onConfirm only on Yes. */
export function confirmDelete(message: string, onConfirm: () => void, title = 'Please confirm') {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Yes, delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** Asks twice, for what cannot be undone (deleting a whole document). */
export function confirmTwice(first: string, second: string, onConfirm: () => void) {
  confirmDelete(first, () => setTimeout(() => confirmDelete(second, onConfirm, 'This cannot be undone'), 0));
}

/** Asks, then runs the delete (which says what it did and refreshes); a failure shows `failure`. */
export function confirmRemove(question: string, run: () => Promise<unknown>, failure = 'Delete failed') {
  confirmDelete(question, async () => {
    try {
      await run();
    } catch (e) {
      notifyError(e, failure);
    }
  });
}
