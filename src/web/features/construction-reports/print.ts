// Printing from a report screen: the whole page, or one part of it (a card), under a document title
// that names the PDF (Outstanding_Report, "Expense Report - Cement", ...).
import './reports.css';

function printAs(title: string, cleanup: () => void = () => {}) {
  const old = document.title;
  document.title = title;
  const done = () => {
    document.title = old;
    cleanup();
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

export const printPage = (title: string) => printAs(title);

/** Prints only `part` (an element with class report-part) of the page. */
export function printPart(part: HTMLElement | null, title: string) {
  if (!part) return printAs(title);
  document.body.classList.add('print-part');
  part.setAttribute('data-printing', 'true');
  printAs(title, () => {
    document.body.classList.remove('print-part');
    part.removeAttribute('data-printing');
  });
}
