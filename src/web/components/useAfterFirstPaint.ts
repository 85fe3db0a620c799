import { startTransition, useEffect, useState, type ReactNode } from 'react';

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

/** Its children, once the first frame is drawn (`useAfterFirstPaint`). The state is its own, so the
 * component around it does not render again when they come. */
export function AfterFirstPaint({ children }: { children: ReactNode }): ReactNode {
  return useAfterFirstPaint() ? children : null;
}
