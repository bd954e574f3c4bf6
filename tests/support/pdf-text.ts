/**
 * The text of a PDF, read in process (no poppler needed): every Flate stream is inflated, each
 * font's ToUnicode CMap is parsed, and the strings shown in the content streams are decoded
 * through the CMap of the font selected at the time. Enough for Chromium's (Skia's) PDFs, whose
 * text is one-byte glyph codes placed one by one; runs (text objects and lines) are joined with
 * spaces, so compare with whitespace normalised (or removed).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  readonly dict: string;
  readonly stream: Buffer | undefined;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt < 0) {
      found.set(Number(match[1]), { dict: body, stream: undefined });
      continue;
    }
    const start = body.indexOf('\n', streamAt) + 1;
    const end = body.lastIndexOf('endstream');
    const raw = Buffer.from(body.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    const dict = body.slice(0, streamAt);
    let stream: Buffer | undefined = raw;
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = inflateSync(raw);
      } catch {
        stream = undefined;
      }
    }
    found.set(Number(match[1]), { dict, stream });
  }
  return found;
}

type CMap = { readonly bytes: number; readonly map: Map<number, string> };

const utf16 = (hex: string): string => {
  const clean = hex.replace(/\s/g, '');
  let out = '';
  for (let i = 0; i + 4 <= clean.length; i += 4) out += String.fromCharCode(Number.parseInt(clean.slice(i, i + 4), 16));
  return out;
};

function parseCMap(source: string): CMap {
  const map = new Map<number, string>();
  const codespace = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(source);
  const bytes = codespace?.[1] ? codespace[1].length / 2 : 2;
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(Number.parseInt(pair[1] ?? '', 16), utf16(pair[2] ?? ''));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const low = Number.parseInt(range[1] ?? '', 16);
      const high = Number.parseInt(range[2] ?? '', 16);
      const target = range[3] ?? '';
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((item, index) => map.set(low + index, utf16(item[1] ?? '')));
      } else {
        const first = utf16(target.slice(1, -1));
        for (let code = low; code <= high; code += 1) map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - low));
      }
    }
  }
  return { bytes, map };
}

function decode(hex: string, cmap: CMap | undefined): string {
  const clean = hex.replace(/\s/g, '');
  const width = (cmap?.bytes ?? 1) * 2;
  let out = '';
  for (let i = 0; i + width <= clean.length; i += width) {
    const code = Number.parseInt(clean.slice(i, i + width), 16);
    out += cmap?.map.get(code) ?? (cmap ? '' : String.fromCharCode(code));
  }
  return out;
}

const TOKEN = /\/([^\s/[\]<>()]+)|<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)|([^\s[\]<>()/]+)/g;

/** The text a PDF shows, in content-stream order. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const cmaps = new Map<number, CMap>();
  for (const [id, object] of all) {
    const ref = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(object.dict);
    const stream = ref ? all.get(Number(ref[1]))?.stream : undefined;
    if (stream) cmaps.set(id, parseCMap(stream.toString('latin1')));
  }
  const fontsByName = new Map<string, number>();
  for (const object of all.values()) {
    for (const fonts of object.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const entry of (fonts[1] ?? '').matchAll(/\/([^\s/]+)\s+(\d+)\s+0\s+R/g)) fontsByName.set(entry[1] ?? '', Number(entry[2]));
    }
  }
  const runs: string[] = [];
  for (const object of all.values()) {
    const content = object.stream?.toString('latin1');
    if (!content || !/\bTf\b/.test(content)) continue;
    let font: CMap | undefined;
    let lastName = '';
    let run = '';
    for (const token of content.matchAll(TOKEN)) {
      if (token[1] !== undefined) lastName = token[1];
      else if (token[2] !== undefined) run += decode(token[2], font);
      else if (token[3] !== undefined) run += token[3];
      else if (token[4] === 'Tf') font = cmaps.get(fontsByName.get(lastName) ?? -1);
      // Chromium places every glyph with its own Td; a new text object or matrix starts a new run.
      else if (token[4] === 'ET' || token[4] === 'Tm') {
        if (run !== '') runs.push(run);
        run = '';
      }
    }
    if (run !== '') runs.push(run);
  }
  return runs.join(' ');
}

/** Text without any whitespace, for comparing what a PDF shows with what a page says. */
export const squash = (text: string): string => text.replace(/\s+/g, '');
