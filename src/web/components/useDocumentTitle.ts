// The page's document title (the name a printed PDF takes) while a screen is open; the old one back after.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const old = document.title;
    if (title) document.title = title;
    return () => {
      document.title = old;
    };
  }, [title]);
}
