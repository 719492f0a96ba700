import { useEffect, useState } from 'react';

/** The header becomes sticky once the page is scrolled more than this (docs/spec.md §9). */
export const STICKY_HEADER_OFFSET_PX = 50;

export function useStickyHeader(offset = STICKY_HEADER_OFFSET_PX): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return sticky;
}
