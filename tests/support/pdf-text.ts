// The text of a PDF the server made, page by page and line by line, read with Mozilla's pdf.js (pdfjs-dist), so the
// tests need no program outside npm (pdftotext is not on every machine that runs `npm test`).
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(data: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given: a copy leaves the caller's intact.
  const document = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = "";
        }
      }
      if (line) lines.push(line);
    }
    return lines.join("\n");
  } finally {
    await document.destroy();
  }
}
