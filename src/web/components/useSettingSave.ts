// Saving one setting from a settings card: busy while the call runs, the server's message when it
// refuses, "Update Successfully" when it saves. `onSaved` puts the saved settings where the card reads them.
import { useState } from 'react';
import { errorMessage } from './api';
import { notifySuccess } from './notify';

export function useSettingSave<V, S>(save: (value: V) => Promise<S>, onSaved?: (saved: S) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const change = async (value: V) => {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await save(value);
      notifySuccess('Update Successfully');
      onSaved?.(saved);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, change };
}
