// Keyboard-only entry on the document forms: Enter moves to the next field, a save shortcut
// (Ctrl+S or Alt+S) and a clear shortcut (Alt+C), shown on their buttons.
import { useEffect, useRef } from 'react';
import { Button, Kbd, type ButtonProps } from '@mantine/core';

const FIELDS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([readonly]):not([disabled]):not([data-skip-enter]), textarea:not([readonly]):not([disabled])';

/**
 * Enter in a field moves to the next one in the form (a field that handles Enter itself, such as a
 * line's quantity or an open list, calls preventDefault and keeps it). Past the last field, the
 * element marked `data-enter-end` (the save button) takes the focus. Put `onKeyDown` on the form's
 * outer element.
 */
export function enterToNext(e: React.KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Enter' || e.defaultPrevented || e.ctrlKey || e.altKey || e.shiftKey || e.metaKey) return;
  const target = e.target as HTMLElement;
  if (!(target instanceof HTMLInputElement) || target.type === 'checkbox' || target.type === 'radio') return;
  if (target.getAttribute('aria-expanded') === 'true') return;
  const fields = [...e.currentTarget.querySelectorAll<HTMLElement>(FIELDS)].filter((el) => el.offsetParent !== null);
  const at = fields.indexOf(target);
  if (at === -1) return;
  e.preventDefault();
  const next = fields[at + 1] ?? e.currentTarget.querySelector<HTMLElement>('[data-enter-end]');
  next?.focus();
}

/** Ctrl+S / Alt+S saves, Alt+C clears, wherever the focus is on the page. */
export function useFormShortcuts(keys: { save?: () => void; clear?: () => void }) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = e.key.toLowerCase();
      if (k === 's' && (e.ctrlKey || e.metaKey || e.altKey) && !e.shiftKey && latest.current.save) {
        e.preventDefault();
        // a field being typed in commits its value first
        (document.activeElement as HTMLElement | null)?.blur?.();
        const save = latest.current.save;
        setTimeout(save, 0);
      } else if (k === 'c' && e.altKey && !e.ctrlKey && !e.metaKey && latest.current.clear) {
        e.preventDefault();
        latest.current.clear();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}

/** A button with its shortcut shown beside its label (the shortcut is not part of its name). */
export function ShortcutButton({
  keys,
  shortcut,
  children,
  ...props
}: ButtonProps & { keys: string; shortcut: string; onClick?: () => void; 'data-enter-end'?: boolean; type?: 'button' | 'submit' }) {
  return (
    <Button
      {...props}
      aria-keyshortcuts={shortcut}
      rightSection={
        <Kbd size="xs" aria-hidden style={{ opacity: 0.8 }}>
          {keys}
        </Kbd>
      }
    >
      {children}
    </Button>
  );
}

/** A form's save button (Ctrl+S or Alt+S, where Enter ends): "Loading..." and disabled while saving. */
export function SaveButton({ busy, disabled, onClick, children }: { busy: boolean; disabled?: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <ShortcutButton keys="Ctrl+S" shortcut="Control+S Alt+S" data-enter-end onClick={onClick} loading={busy} disabled={busy || disabled}>
      {busy ? 'Loading...' : children}
    </ShortcutButton>
  );
}

/** A form's Clear button (Alt+C). */
export function ClearButton({ onClick }: { onClick: () => void }) {
  return (
    <ShortcutButton keys="Alt+C" shortcut="Alt+C" variant="default" onClick={onClick}>
      Clear
    </ShortcutButton>
  );
}
