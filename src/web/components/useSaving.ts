// A form's save or a screen's action: busy while the call runs, then either the failure as a notice
// (`useSaving`) or the failure's message kept for the screen to show beside its form (`useFailure`).
import { useState } from 'react';
import { errorMessage } from './api';
import { notifyError } from './notify';

export function useSaving() {
  const [busy, setBusy] = useState(false);
  /** Runs `save`; when it fails, hands the error to `onError` and shows the server's message (or `failure`). */
  const run = async (save: () => Promise<unknown>, failure?: string, onError?: (err: unknown) => void) => {
    setBusy(true);
    try {
      await save();
    } catch (err) {
      onError?.(err);
      notifyError(err, failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function useFailure() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  /** Runs `action`, keeping its failure's message (cleared when it runs again). */
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
