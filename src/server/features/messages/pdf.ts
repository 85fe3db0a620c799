// A small PDF of a document's lines and its message, drawn on the server when its email is sent (the
// browser's PDFs need a browser). A4 pages through pdfkit, in Noto Sans Bengali (SIL Open Font
// License, the @fontsource/noto-sans-bengali package): its Bengali file for Bangla runs, shaped by
// fontkit (conjuncts, vowel signs), and its Latin file for the rest, both embedded as subsets. A line
// holding Bangla carries its text as the PDF's ActualText, so that copying or extracting it (pdftotext)
// gives the words as typed rather than the glyphs in their drawn order.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 45;

/** A line of text at a size, bold or not; a long line wraps at the margin. */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

type Script = 'bengali' | 'latin';
const require = createRequire(import.meta.url);
const fonts = new Map<string, Buffer>();
/** The font file of a script and weight, read once. */
function fontOf(script: Script, bold: boolean): Buffer {
  const name = `noto-sans-bengali-${script}-${bold ? 700 : 400}-normal.woff`;
  let f = fonts.get(name);
  if (!f) {
    f = fs.readFileSync(require.resolve(`@fontsource/noto-sans-bengali/files/${name}`));
    fonts.set(name, f);
  }
  return f;
}

/** Bengali letters, signs and digits, the dandas, and the joiners that steer conjuncts. */
const BANGLA = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]+/g;
export const hasBangla = (s: string) => /[\u0980-\u09FF]/.test(s);

/** The text cut into runs of one script each. */
function runsOf(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  let last = 0;
  for (const m of text.matchAll(BANGLA)) {
    if (m.index > last) runs.push({ script: 'latin', text: text.slice(last, m.index) });
    runs.push({ script: 'bengali', text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ script: 'latin', text: text.slice(last) });
  return runs;
}

// Control characters have no glyph; a tab is a space.
const clean = (s: string) => [...s.replace(/\t/g, ' ')].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('');

export function drawPdf(lines: PdfLine[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [PAGE_W, PAGE_H], margin: MARGIN, autoFirstPage: true, info: { Producer: 'Back Office', Creator: 'Back Office' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const script of ['bengali', 'latin'] as const) for (const bold of [false, true]) doc.registerFont(`${script}-${bold ? 'b' : 'r'}`, fontOf(script, bold));
  const use = (script: Script, bold: boolean, size: number) => doc.font(`${script}-${bold ? 'b' : 'r'}`).fontSize(size);
  const widthOf = (text: string, bold: boolean, size: number) => runsOf(text).reduce((w, r) => w + use(r.script, bold, size).widthOfString(r.text), 0);

  /** The line cut at spaces into pieces that fit the page's width (a word wider than it stays whole). */
  const wrap = (text: string, bold: boolean, size: number): string[] => {
    const room = PAGE_W - 2 * MARGIN;
    if (widthOf(text, bold, size) <= room) return [text];
    const out: string[] = [];
    let cur = '';
    for (const word of text.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && widthOf(next, bold, size) > room) {
        out.push(cur);
        cur = word;
      } else cur = next;
    }
    out.push(cur);
    return out;
  };

  let y = MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    const bold = !!line.bold;
    for (const piece of wrap(clean(line.text), bold, size)) {
      if (y + size > PAGE_H - MARGIN) {
        doc.addPage();
        y = MARGIN;
      }
      const bangla = hasBangla(piece);
      if (bangla) doc.markContent('Span', { actual: piece });
      let x = MARGIN;
      for (const r of runsOf(piece)) {
        use(r.script, bold, size).text(r.text, x, y, { lineBreak: false });
        x += doc.widthOfString(r.text);
      }
      if (bangla) doc.endMarkedContent();
      y += size + 4;
    }
  }
  doc.end();
  return done;
}
