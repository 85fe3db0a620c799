// A form's save or a screen's action: busy while the call runs, then either the failure as a notice
// (`useSaving`) or the failure's message kept for the screen to show beside its form (`useFailure`).
import { useState } from 'react';
import { ApiError, errorMessage } from './api';
import { notifyError } from './notify';

export interface SavingOptions {
  /** The notice's text when the error carries no message of its own. */
  failure?: string;
  /** A refusal from the server, to show beside the fields as well. */
  onRefused?: (e: ApiError) => void;
}

/**
 * `submit(value)` runs the form's `save`; `run(action)` runs any other call. Both are busy while it
 * runs (the button says "Loading...") and show a failure as a notice.
 */
export function useSaving<V = void>(save?: (value: V) => Promise<unknown>, { failure, onRefused }: SavingOptions = {}) {
  const [busy, setBusy] = useState(false);
  /** Runs `action`; when it fails, hands the error to `onError` and shows the server's message (or `failure`). */
  const run = async (action: () => Promise<unknown>, failed = failure, onError?: (err: unknown) => void) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      onError?.(err);
      notifyError(err, failed);
    } finally {
      setBusy(false);
    }
  };
  const submit = (value: V) =>
    run(
      () => save!(value),
      failure,
      (err) => err instanceof ApiError && onRefused?.(err),
    );
  return { busy, run, submit };
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
