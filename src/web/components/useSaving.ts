// A form's save: busy while it runs (its button says "Loading..."), a failure shown as a toast.
import { useState } from 'react';
import { ApiError } from './api';
import { notifyError } from './notify';

export interface SavingOptions {
  /** The toast's text when the error carries no message of its own. */
  failure?: string;
  /** A refusal from the server, to show beside the fields as well. */
  onRefused?: (e: ApiError) => void;
}

export function useSaving<V = void>(save: (value: V) => Promise<unknown>, { failure, onRefused }: SavingOptions = {}) {
  const [busy, setBusy] = useState(false);
  const submit = async (value: V) => {
    setBusy(true);
    try {
      await save(value);
    } catch (e) {
      if (e instanceof ApiError) onRefused?.(e);
      notifyError(e, failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
