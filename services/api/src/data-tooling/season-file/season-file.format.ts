import type { SeasonFile } from './season-file.types';

/**
 * Writes a season file as JSON that stays readable and diff-friendly: containers are indented,
 * and every object or array holding only plain values (a batting line, a line score) sits on
 * one line — so an import error's line number points at one box-score line.
 */
export function formatSeasonFile(file: SeasonFile): string {
  return `${formatValue(file, '')}\n`;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isFlat(value: Json): boolean {
  const children = Array.isArray(value) ? value : value !== null && typeof value === 'object' ? Object.values(value) : [];
  return children.every(
    (child) =>
      child === null ||
      typeof child !== 'object' ||
      (Array.isArray(child) && child.every((item) => item === null || typeof item !== 'object')),
  );
}

function formatValue(value: unknown, indent: string): string {
  const json = value as Json;
  if (json === null || typeof json !== 'object' || isFlat(json)) return JSON.stringify(json);
  const inner = `${indent}  `;
  if (Array.isArray(json)) {
    return `[\n${json.map((item) => inner + formatValue(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(json).filter(([, child]) => child !== undefined);
  return `{\n${entries
    .map(([key, child]) => `${inner}${JSON.stringify(key)}: ${formatValue(child, inner)}`)
    .join(',\n')}\n${indent}}`;
}
