import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render and until the browser has drawn it, then true: what a screen
 * needs first (the form a clerk types into) is drawn and usable before what can wait (the sidebar's
 * links, the header's buttons), which then renders at low priority, giving way to the clerk's keys.
 */
export function useAfterFirstPaint(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs just before it is drawn; the timer's, once it has been.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLater(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return later;
}
