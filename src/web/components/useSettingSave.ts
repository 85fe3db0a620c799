// Saving one setting from a settings card: busy while the call runs, the server's message when it
// refuses, "Update Successfully" when it saves. `onSaved` puts the saved settings where the card reads them.
import { notifySuccess } from './notify';
import { useFailure } from './useSaving';

export function useSettingSave<V, S>(save: (value: V) => Promise<S>, onSaved?: (saved: S) => void) {
  const { busy, error, run } = useFailure();
  const change = (value: V) =>
    run(async () => {
      const saved = await save(value);
      notifySuccess('Update Successfully');
      onSaved?.(saved);
    });
  return { busy, error, change };
}
