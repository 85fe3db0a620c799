// The modal that adds a new record or edits one: open while `editing` is 'new' or a row.
import { Modal, type ModalProps } from '@mantine/core';

export function EditModal<T>({
  editing,
  onClose,
  newTitle,
  editTitle,
  size,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  newTitle: string;
  /** Left out where the list only adds. */
  editTitle?: string;
  size?: ModalProps['size'];
  /** The form, given the row (null for a new one). */
  children: (row: T | null) => React.ReactNode;
}) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={editing === 'new' ? newTitle : editTitle} size={size}>
      {editing !== null && children(editing === 'new' ? null : editing)}
    </Modal>
  );
}
