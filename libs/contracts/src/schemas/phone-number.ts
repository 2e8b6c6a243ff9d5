/** What a member may type between the groups of a phone number: hyphens, spaces or dots. */
const SEPARATORS = /[\s.-]+/;

/** The groups of a Korean number's digits: 02-XXX(X)-XXXX in Seoul, 010-XXXX-XXXX, other codes 0XX-XXX(X)-XXXX. */
function groupsOf(digits: string): string[] | null {
  if (!/^0[1-9]\d+$/.test(digits)) return null;
  const [areaLength, lengths] = digits.startsWith('02') ? [2, [9, 10]] : digits.startsWith('010') ? [3, [11]] : [3, [10, 11]];
  if (!lengths.includes(digits.length)) return null;
  return [digits.slice(0, areaLength), digits.slice(areaLength, -4), digits.slice(-4)];
}

/**
 * A phone number in its stored and shown form: "01012345678", "010 1234 5678" and "010-1234-5678"
 * all give "010-1234-5678". Typed groups must be the number's own (a "031-1234-567" is a missing
 * digit, not 031-123-4567). Anything else comes back trimmed and unchanged, for the phone rule to refuse.
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  const typed = trimmed.split(SEPARATORS);
  const groups = groupsOf(typed.join(''));
  if (!groups) return trimmed;
  if (typed.length > 1 && typed.join('-') !== groups.join('-')) return trimmed;
  return groups.join('-');
}
