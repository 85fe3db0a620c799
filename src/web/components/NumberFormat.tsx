// Issue 24, item 7 and issue 42, item 9: how amounts are grouped and dates shown on screens and printed pages. In the header, the sync that
// reads the company's setting for every screen (the choice is on the Company Profile page, settings).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setDateStyle, setNumberGrouping } from './format';
import { numberFormatRead, queryOf } from './reads';

/**
 * Reads the company's grouping once per sign-in and applies it; when this browser had another one
 * remembered, the page is drawn again with the right one (a reload, once).
 */
export function NumberFormatSync() {
  const s = useQuery({ ...queryOf(numberFormatRead), staleTime: 5 * 60_000 });
  useEffect(() => {
    if (!s.data) return;
    const grouping = setNumberGrouping(s.data.number_grouping);
    const dates = setDateStyle(s.data.date_format);
    if (grouping || dates) window.location.reload();
  }, [s.data]);
  return null;
}
