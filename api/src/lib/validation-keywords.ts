import type { Ajv, ErrorObject } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import type { TextKind } from '@finance/shared/contracts';

/**
 * Characters no text a person writes may hold: control characters (the C0 and C1 sets; `notes` keeps line breaks and
 * tabs), zero-width ones (a row of them alone would be invisible) and the bidirectional marks and overrides (they
 * make a name read differently from what it is). A zero-width joiner is allowed between two pictographs, where it
 * joins an emoji sequence.
 */
const INVISIBLE = '\\u200B\\u200C\\u2060\\uFEFF\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const REFUSED: Record<TextKind, RegExp> = {
  line: new RegExp(`[\\p{Cc}${INVISIBLE}]|\\u200D`, 'u'),
  notes: new RegExp(`[^\\P{Cc}\\t\\n]|[${INVISIBLE}]|\\u200D`, 'u'),
};
/** Half of a UTF-16 pair without its other half: JSON can carry one, UTF-8 cannot store it. */
const LONE_SURROGATE = /\p{Cs}/u;
const EMOJI_JOINER = /(\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/** A code point as people look it up: U+200B. */
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The text as it is kept, or why it is refused. */
export function cleanText(value: string, kind: TextKind, maxLength?: number): { text: string } | { refused: string } {
  if (LONE_SURROGATE.test(value)) return { refused: 'must be valid Unicode text' };
  const text = value.replace(/\r\n?/g, '\n').normalize('NFC').trim();
  const refused = REFUSED[kind].exec(text.replace(EMOJI_JOINER, '$1'));
  if (refused) return { refused: `must not contain the control or invisible character ${codePoint(refused[0])}` };
  if (kind === 'line' && text === '') return { refused: 'must not be blank' };
  if (maxLength !== undefined && text.length > maxLength) {
    return { refused: `must NOT have more than ${maxLength} characters` };
  }
  return { text };
}

/** The amount has at most two decimals: its shortest decimal form, rounded to cents, is the same number. */
export function hasCents(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value;
}

type KeywordValidate = ((
  schema: unknown,
  data: unknown,
  parentSchema?: { maxLength?: number },
  cxt?: DataValidationCxt,
) => boolean) & { errors?: Partial<ErrorObject>[] };

/**
 * The keywords the contracts use beyond JSON Schema (shared/src/contracts/common.ts): `x-text` cleans a person's text
 * in place (trimmed, NFC) or refuses it; `x-cents` refuses an amount with more than two decimals. Every route gets
 * the same rule from its schema, in a body as in a query.
 */
export function contractKeywords(ajv: Ajv): Ajv {
  const text: KeywordValidate = (kind, data, parentSchema, cxt) => {
    const result = cleanText(data as string, kind as TextKind, parentSchema?.maxLength);
    if ('refused' in result) {
      text.errors = [{ keyword: 'x-text', message: result.refused, params: {} }];
      return false;
    }
    if (cxt?.parentData !== undefined) {
      (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = result.text;
    }
    return true;
  };
  ajv.addKeyword({ keyword: 'x-text', type: 'string', modifying: true, errors: true, validate: text });

  const cents: KeywordValidate = (_schema, data) => {
    if (hasCents(data as number)) return true;
    cents.errors = [{ keyword: 'x-cents', message: 'must have at most 2 decimals', params: {} }];
    return false;
  };
  return ajv.addKeyword({ keyword: 'x-cents', type: 'number', errors: true, validate: cents });
}
