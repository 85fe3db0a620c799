// The part of pdfkit (which ships no types) that pdf.ts uses.
declare module 'pdfkit' {
  interface PDFDocumentOptions {
    size?: [number, number] | string;
    margin?: number;
    autoFirstPage?: boolean;
    info?: Record<string, string>;
  }
  export default class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (e: Error) => void): this;
    registerFont(name: string, src: Buffer | string): this;
    font(name: string): this;
    fontSize(size: number): this;
    widthOfString(text: string): number;
    text(text: string, x: number, y: number, options?: { lineBreak?: boolean }): this;
    addPage(): this;
    markContent(tag: string, options?: { actual?: string; lang?: string }): this;
    endMarkedContent(): this;
    end(): void;
  }
}
