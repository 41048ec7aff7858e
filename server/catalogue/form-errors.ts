import type { ErrorObject } from 'ajv';
import { ERROR_MESSAGE_KEYWORD } from './ajv.ts';
import { isObject, schemaAt } from './schema-walk.ts';
import type { CompiledCertificate, FormDataError, JsonSchema } from './types.ts';

/** Keys the client sends beside the form values (spec 000 §7: `data` carries 문서종류). */
export const ENVELOPE_KEYS = ['문서종류'] as const;

// Wrapper keywords whose own error only repeats a more precise one reported beside it.
const WRAPPERS = new Set(['if', 'then', 'else', 'allOf', 'anyOf']);
// Which error to show first when one field fails several keywords.
const PRECEDENCE = ['required', 'type', 'oneOf', 'enum', 'const', 'not', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'uniqueItems', 'additionalProperties'];

function detailFor(error: ErrorObject, schema: JsonSchema | undefined): string {
  const own = isObject(error.parentSchema) ? error.parentSchema[ERROR_MESSAGE_KEYWORD] : undefined;
  const custom = isObject(own) ? own[error.keyword] : undefined;
  if (typeof custom === 'string') return custom;
  const fieldMessages = schema && isObject(schema[ERROR_MESSAGE_KEYWORD]) ? (schema[ERROR_MESSAGE_KEYWORD] as JsonSchema) : undefined;
  const fieldCustom = fieldMessages?.[error.keyword];
  if (typeof fieldCustom === 'string') return fieldCustom;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return '필수 항목이에요. 입력해 주세요.';
    case 'minLength':
      return p.limit === 1 ? '필수 항목이에요. 입력해 주세요.' : `${String(p.limit)}자 이상 입력해 주세요.`;
    case 'maxLength':
      return `${String(p.limit)}자까지 입력할 수 있어요.`;
    case 'pattern':
    case 'format':
      return '형식이 올바르지 않아요. 다시 확인해 주세요.';
    case 'type':
      return '값의 형식이 올바르지 않아요. 다시 확인해 주세요.';
    case 'oneOf':
    case 'enum':
    case 'const':
    case 'not':
      return '선택할 수 없는 값이에요. 목록에서 다시 골라 주세요.';
    case 'minimum':
      return `${String(p.limit)} 이상으로 입력해 주세요.`;
    case 'maximum':
      return `${String(p.limit)} 이하로 입력해 주세요.`;
    case 'minItems':
      return p.limit === 1 ? '하나 이상 선택해 주세요.' : `${String(p.limit)}개 이상 선택해 주세요.`;
    case 'maxItems':
      return `${String(p.limit)}개까지 선택할 수 있어요.`;
    case 'uniqueItems':
      return '같은 항목을 두 번 선택할 수 없어요. 하나만 남겨 주세요.';
    case 'additionalProperties':
      return `알 수 없는 항목이에요 (${String(p.additionalProperty)}).`;
    default:
      return '값이 올바르지 않아요. 다시 확인해 주세요.';
  }
}

function pointerOf(error: ErrorObject): string {
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return `${error.instancePath}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  return error.instancePath;
}

function makeError(entry: CompiledCertificate, pointer: string, keyword: string, detail: string, titleFallback?: string): FormDataError {
  const { titles } = schemaAt(entry.schema, pointer);
  const field = pointer === '' ? null : (pointer.split('/')[1] ?? null);
  const title = titles.length ? titles.join(' > ') : (titleFallback ?? (typeof entry.schema.title === 'string' ? entry.schema.title : '신청 정보'));
  return { pointer, field, title, keyword, detail, message: `${title}: ${detail}` };
}

function orderOf(entry: CompiledCertificate): string[] {
  const order = entry.uiSchema['ui:order'];
  return Array.isArray(order) ? order.filter((k): k is string => typeof k === 'string') : [...entry.knownKeys];
}

/**
 * Checks submitted form data against the certificate's schema and answers the first problem in form
 * order, named by the field's Korean title, or null when the data is acceptable. Unknown properties
 * are refused (the schemas leave `additionalProperties` open so RJSF can show conditional fields).
 */
export function validateEntryFormData(entry: CompiledCertificate, data: unknown): FormDataError | null {
  if (!isObject(data)) return makeError(entry, '', 'type', '신청 정보가 올바르지 않아요. 다시 확인해 주세요.');
  const order = orderOf(entry);
  const values: Record<string, unknown> = { ...data };
  for (const key of ENVELOPE_KEYS) {
    if (!(key in values)) continue;
    if (values[key] !== entry.manifest.path) return { pointer: `/${key}`, field: key, title: key, keyword: 'const', detail: '신청서와 맞지 않는 증명서예요.', message: `${key}: 신청서와 맞지 않는 증명서예요.` };
    delete values[key];
  }
  const unknown = Object.keys(values).filter((k) => !entry.knownKeys.has(k));
  if (unknown.length) {
    const key = unknown[0]!;
    return { pointer: `/${key}`, field: key, title: key, keyword: 'additionalProperties', detail: '알 수 없는 항목이에요.', message: `${key}: 알 수 없는 항목이에요.` };
  }
  if (entry.validate(values)) return null;
  const errors = (entry.validate.errors ?? []).filter((e) => !WRAPPERS.has(e.keyword));
  if (!errors.length) return makeError(entry, '', 'schema', '신청 정보가 올바르지 않아요. 다시 확인해 주세요.');
  const rank = (e: ErrorObject) => {
    const pointer = pointerOf(e);
    const top = pointer.split('/')[1] ?? '';
    const position = order.indexOf(top);
    const precedence = PRECEDENCE.indexOf(e.keyword);
    return [position === -1 ? order.length : position, pointer.split('/').length, precedence === -1 ? PRECEDENCE.length : precedence] as const;
  };
  const sorted = [...errors].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
  });
  // A choice failing `oneOf` also reports one `const` error per option: the `oneOf` says it better.
  const first = sorted[0]!;
  const pointer = pointerOf(first);
  const { schema } = schemaAt(entry.schema, pointer);
  return makeError(entry, pointer, first.keyword, detailFor(first, schema));
}
