/** Splits one Retrosheet record into fields (double-quoted fields may hold commas). */
export function splitRecord(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(current);
      current = '';
    } else current += ch;
  }
  fields.push(current);
  return fields;
}

export function quote(text: string): string {
  return `"${text.replace(/"/g, "'")}"`;
}
