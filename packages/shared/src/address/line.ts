import { addressFormat } from './formats.ts';

/** An address's parts, as kept (the phone is not part of its line). */
export interface AddressParts {
  fullName: string;
  country: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
}

const PARTS: Record<string, (a: AddressParts) => string> = {
  N: (a) => a.fullName,
  A: (a) => [a.line1, a.line2].filter(Boolean).join(', '),
  C: (a) => a.city,
  S: (a) => a.region,
  Z: (a) => a.postalCode,
};

/**
 * The address as one line, in the country's usual order, its country last: "Ada Lovelace, 12 Tea
 * Lane, Flat 2, Springfield, IL 62701, United States". The data's format says which parts share a
 * line and with what between them ("%C, %S %Z"); its lines become commas.
 */
export function addressLine(a: AddressParts): string {
  const format = addressFormat(a.country);
  const lines = (format?.lines ?? '%N%n%A%n%C%n%S %Z').split('%n').map((line) => {
    // A line's text between the parts ("〒", "-", ", ") stays only between parts that are there.
    const pieces = line.split(/(%[A-Z])/).filter((piece) => piece !== '');
    let text = '';
    let pending = '';
    for (const piece of pieces) {
      const part = piece.startsWith('%') ? (PARTS[piece[1]!]?.(a) ?? '') : null;
      if (part === null) pending += piece;
      else if (part) {
        text += (text ? pending : '') + part;
        pending = '';
      }
    }
    return text.trim();
  });
  return [...lines, format?.countryName ?? a.country].filter(Boolean).join(', ');
}
