// What a PDF says, read by poppler's pdftotext (the text in reading order, one line per line drawn,
// ActualText where a line carries it) and pdffonts (the fonts, whether embedded); .ci/run installs
// them (poppler-utils).
import { execFileSync } from 'node:child_process';

/** The PDF's text, a line per line drawn, runs of spaces as one. */
export const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');

/** The font lines of pdffonts (name, type, encoding, embedded, subset, unicode). */
export function pdfFonts(pdf: Buffer): string[] {
  // pdffonts reads a file only.
  const out = execFileSync('sh', ['-c', 'f=$(mktemp) && cat > "$f" && pdffonts "$f"; s=$?; rm -f "$f"; exit $s'], { input: pdf }).toString('utf8');
  return out.split('\n').slice(2).filter(Boolean);
}
