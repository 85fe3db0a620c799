// The words of a PDF with their boxes (points, origin top left), per page, as poppler's
// `pdftotext -bbox-layout` gives them: what a print test measures (a figure cut, two figures touching).
import { execFileSync } from 'node:child_process';

export interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PdfPage {
  width: number;
  height: number;
  words: Word[];
}

const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

export function pdfWords(path: string): PdfPage[] {
  const html = execFileSync('pdftotext', ['-bbox', path, '-']).toString();
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((p) => ({
    width: Number(p[1]),
    height: Number(p[2]),
    words: [...p[3].matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((w) => ({
      text: unescape(w[5]),
      xMin: Number(w[1]),
      yMin: Number(w[2]),
      xMax: Number(w[3]),
      yMax: Number(w[4]),
    })),
  }));
}

/** Pairs of words on the same line (their boxes share height) closer than `gap` points, or overlapping. */
export function touching(words: Word[], gap: number): [Word, Word][] {
  const out: [Word, Word][] = [];
  const sorted = [...words].sort((a, b) => a.xMin - b.xMin);
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length; j++) {
      const a = sorted[i];
      const b = sorted[j];
      const sameLine = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.5 * Math.min(a.yMax - a.yMin, b.yMax - b.yMin);
      if (sameLine && b.xMin < a.xMax + gap) out.push([a, b]);
    }
  return out;
}

/**
 * The edges of a ruled table's columns on a page, from the centres of its numbered heads "(1)"..."(n)"
 * and the columns' widths in per cent: the table's left edge and width fitted by least squares.
 */
export function columnEdges(page: PdfPage, widths: number[], headY?: number): number[] | null {
  const heads = widths.map((_, i) => page.words.find((w) => w.text === `(${i + 1})` && (headY === undefined || Math.abs(w.yMin - headY) < 2)));
  if (heads.some((h) => !h)) return null;
  const total = widths.reduce((a, b) => a + b, 0);
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0) / total);
  const mids = widths.map((w, i) => starts[i] + w / total / 2);
  const centres = heads.map((h) => (h!.xMin + h!.xMax) / 2);
  // centre_i = left + width × mid_i
  const n = mids.length;
  const mx = mids.reduce((a, b) => a + b, 0) / n;
  const my = centres.reduce((a, b) => a + b, 0) / n;
  const width = mids.reduce((a, m, i) => a + (m - mx) * (centres[i] - my), 0) / mids.reduce((a, m) => a + (m - mx) ** 2, 0);
  const left = my - width * mx;
  return [...starts.map((s) => left + width * s), left + width];
}
