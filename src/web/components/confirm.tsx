import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifyError, notifySuccess } from './notify';

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

/** Deletes a whole document after asking twice: says so, then `done` (leave its page, refresh the lists). */
export function confirmDeleteDocument(question: string, remove: () => Promise<unknown>, done: () => void, failure = 'Delete failed') {
  confirmTwice(question, 'This action is irreversible. Do you really want to proceed?', async () => {
    try {
      await remove();
      notifySuccess('Deleted successfully!');
      done();
    } catch (e) {
      notifyError(e, failure);
    }
  });
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
