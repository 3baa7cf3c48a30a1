// A change sent from one of the settings' dialogs: busy meanwhile, the server's refusal shown in the dialog (kept
// open), the dialog closed and what was done said in the section once the server has it.
import { useState } from 'react';
import { serverMessageOf } from '@finance/shared';

export interface DialogChangeProps<Change> {
  onClose: () => void;
  /** Sends the change; the dialog stays open with the server's reason when it is refused. */
  onChange: (change: Change) => Promise<unknown>;
  /** Said in the section once done. */
  onDone: (message: string) => void;
}

/** `failed`: what the dialog says when the server gives no reason. `done` may be worded from the server's answer. */
export function useDialogChange<Change>({ onChange, onDone, onClose }: DialogChangeProps<Change>, failed: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (change: Change, done: string | ((answer: unknown) => string)) => {
    setBusy(true);
    setError(null);
    let answer: unknown;
    try {
      answer = await onChange(change);
    } catch (failure) {
      setBusy(false);
      setError(serverMessageOf(failure) ?? failed);
      return;
    }
    onDone(typeof done === 'string' ? done : done(answer));
    onClose();
  };
  return { busy, error, send };
}
