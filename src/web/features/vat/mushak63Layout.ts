// The Mushak 6.3's 13 columns on A4 landscape, in per cent of the table's width. Every figure column
// (5-8, 10, 12, 13) takes an amount up to 99,99,99,999.99 on one line at the form's 7.5 pt, bold in the
// totals row (the print test measures it); the description takes what is left and wraps.
export const MUSHAK63_WIDTHS = [3, 13.5, 3.5, 4, 9.5, 9.5, 9.5, 9.5, 4.5, 9.5, 5, 9.5, 9.5];
