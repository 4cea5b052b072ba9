// Reads back the text of an uncompressed PDF written by pdfkit with embedded fonts: each page's TJ operators
// decoded through the current font's ToUnicode map, one line per text object. Enough to check what the
// privacy notice shows; not a general PDF reader.

type Objects = Map<number, string>;

function objectsOf(pdf: string): Objects {
  const objects: Objects = new Map();
  for (const match of pdf.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    objects.set(Number(match[1]), match[2]!);
  }
  return objects;
}

const streamOf = (body: string) => /stream\n([\s\S]*?)\nendstream/.exec(body)?.[1] ?? '';

function utf16(hex: string): string {
  const units = hex.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
  return String.fromCharCode(...units);
}

/** Glyph code → text, from a ToUnicode CMap's bfrange and bfchar sections. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, section] of cmap.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)) {
    for (const [, from, , targets] of section!.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      // A target may be several units with spaces between (a ligature: <0066 0069> is "fi").
      [...targets!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], i) =>
        map.set(Number.parseInt(from!, 16) + i, utf16(hex!.replaceAll(' ', ''))),
      );
    }
  }
  for (const [, section] of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const [, code, hex] of section!.matchAll(/<([0-9a-f]+)> <([0-9a-f ]+)>/gi)) {
      map.set(Number.parseInt(code!, 16), utf16(hex!.replaceAll(' ', '')));
    }
  }
  return map;
}

/** The text of every page, in order. */
export function pdfText(bytes: Buffer): string {
  const objects = objectsOf(bytes.toString('latin1'));
  const ref = (body: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1]);
  const fonts = new Map<string, Map<number, string>>();
  for (const body of objects.values()) {
    const dict = /\/Font <<([^>]*)>>/.exec(body)?.[1];
    for (const [, name, id] of dict?.matchAll(/\/(\w+) (\d+) 0 R/g) ?? []) {
      const cmapId = ref(objects.get(Number(id)) ?? '', 'ToUnicode');
      fonts.set(name!, toUnicode(streamOf(objects.get(cmapId) ?? '')));
    }
  }
  const lines: string[] = [];
  for (const body of objects.values()) {
    if (!/\/Type \/Page\n/.test(body)) continue;
    const content = streamOf(objects.get(ref(body, 'Contents')) ?? '');
    let font = new Map<number, string>();
    let line = '';
    for (const [, name, array, end] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|\b(ET)\b/g)) {
      if (name) font = fonts.get(name) ?? new Map<number, string>();
      else if (end) {
        lines.push(line);
        line = '';
      } else {
        for (const [, hex] of array!.matchAll(/<([0-9a-f]*)>/gi)) {
          for (const code of hex!.match(/.{4}/g) ?? [])
            line += font.get(Number.parseInt(code, 16)) ?? '\uFFFD';
        }
      }
    }
  }
  return lines.filter(Boolean).join('\n');
}
