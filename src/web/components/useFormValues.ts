// A form's values and the error under each field: setting a field clears its error.
import { useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const set = <K extends keyof V>(k: K, value: V[K]) => {
    setValues((cur) => ({ ...cur, [k]: value }));
    setErrors((cur) => ({ ...cur, [k]: undefined }));
  };
  /** Shows the errors a check found; true when there are none. */
  const passes = (found: FieldErrors<V>) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { values, setValues, errors, setErrors, set, passes };
}
