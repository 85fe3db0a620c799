// The state of a list's Add/Edit modal (`EditModal`): 'new', the row being edited, or closed.
import { useState } from 'react';

export function useEditing<T>(refresh: () => unknown) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => setEditing(null);
  /** The form saved: close the modal and read the list again. */
  const saved = () => {
    setEditing(null);
    void refresh();
  };
  return { editing, setEditing, close, saved };
}
