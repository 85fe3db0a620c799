// A small PDF of a document's lines, drawn on the server when its email is sent (the browser's PDFs
// need a browser). One or more A4 pages of Helvetica text, uncompressed. Helvetica has Latin
// letters only: a character it lacks (Bangla) is written as '?'; the screens' printed pages show it.
const PAGE_W = 595;
const PAGE_H = 842;
const LINES_PER_PAGE = 60;

/** A line of text at a size, bold or not. */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

const escape = (s: string) =>
  [...s]
    .map((c) => (c.charCodeAt(0) > 255 || c.charCodeAt(0) < 32 ? '?' : c))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);

export function drawPdf(lines: PdfLine[]): Buffer {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  if (!pages.length) pages.push([]);
  // objects: 1 catalog, 2 pages, 3 font, 4 bold font, then a page and its content for each page
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [i, page] of pages.entries()) {
    let y = PAGE_H - 50;
    const body = page
      .map((l) => {
        const size = l.size ?? 10;
        const out = `BT /${l.bold ? 'F2' : 'F1'} ${size} Tf 45 ${y} Td (${escape(l.text)}) Tj ET`;
        y -= size + 3;
        return out;
      })
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
