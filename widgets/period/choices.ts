import type { Choice } from '../kit/choice-list';
import optionsSchema from './options.schema.json';

/**
 * What a `period` field offers, from its ui:options (certificates/README.md "period"):
 * - `unit`: `year` (years, newest first), `month` (1–12), `span` (최근 1..N년) or `choice` (the
 *   schema's oneOf, e.g. 부가가치세 1기/2기).
 * - `newest` (year): the newest year as an offset from this year (0, or -1 for closed tax years).
 * - `count`: how many years (year, default 10) or the longest span (span, default 20).
 * - `startField`: the sibling whose value the choices start at (an end year, month or period).
 * - `startYearField` + `yearField`: the start bound holds only when both years are the same.
 * - `yearField` (month): up to this month when that year is this year.
 * - `defaultOffset` (year): prefilled with this year + offset.
 */
export type PeriodUnit = 'year' | 'month' | 'span' | 'choice';

export interface PeriodOptions {
  unit: PeriodUnit;
  newest: number;
  count: number | undefined;
  defaultOffset: number | undefined;
  startField: string | undefined;
  startYearField: string | undefined;
  yearField: string | undefined;
}

/** The units options.schema.json allows (the one list cert:check holds the forms to). */
const UNITS = optionsSchema.properties.unit.enum as readonly PeriodUnit[];
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export function periodOptions(options: Record<string, unknown> | undefined): PeriodOptions {
  const o = options ?? {};
  return {
    unit: UNITS.includes(o.unit as PeriodUnit) ? (o.unit as PeriodUnit) : 'year',
    newest: num(o.newest) ?? 0,
    count: num(o.count),
    defaultOffset: num(o.defaultOffset),
    startField: str(o.startField),
    startYearField: str(o.startYearField),
    yearField: str(o.yearField),
  };
}

/** Years from `from` down to `to` (inclusive), newest first, labelled `2025년`. */
export function yearChoices(from: number, to: number): Choice<number>[] {
  const list: Choice<number>[] = [];
  for (let year = from; year >= to; year -= 1) list.push({ value: year, label: `${year}년` });
  return list;
}

/** Months `from`..`to`, labelled `1월`. */
export function monthChoices(from = 1, to = 12): Choice<number>[] {
  const list: Choice<number>[] = [];
  for (let month = from; month <= to; month += 1) list.push({ value: month, label: `${month}월` });
  return list;
}

/** 최근 1년 … 최근 N년 (spec 000: "Recent years: 1 to 20"). */
export function spanChoices(max: number): Choice<number>[] {
  return Array.from({ length: max }, (_, i) => ({ value: i + 1, label: `최근 ${i + 1}년` }));
}

export interface PeriodState {
  /** Today, as the device reads it (year and 1-based month). */
  now: { year: number; month: number };
  /** The form's current data (the siblings the options name). */
  formData: Record<string, unknown>;
  /** The schema's own choices (unit `choice`). */
  schemaChoices: Choice<unknown>[];
}

export interface PeriodChoices {
  choices: Choice<unknown>[];
  /** The choices depend on a sibling: a value no longer among them is cleared. */
  bounded: boolean;
}

const sibling = (data: Record<string, unknown>, field: string | undefined): unknown => (field ? data[field] : undefined);

/** The choices of a `period` field now. */
export function periodChoices(options: PeriodOptions, { now, formData, schemaChoices }: PeriodState): PeriodChoices {
  const start = sibling(formData, options.startField);
  const year = sibling(formData, options.yearField);
  // With a start year named, the start only bounds this field in that same year.
  const sameYear = options.startYearField === undefined || (sibling(formData, options.startYearField) !== undefined && sibling(formData, options.startYearField) === year);
  const startBound = start !== undefined && start !== null && sameYear ? start : undefined;
  switch (options.unit) {
    case 'span':
      return { choices: spanChoices(options.count ?? 20), bounded: false };
    case 'month': {
      const last = num(year) === now.year ? now.month : 12;
      return { choices: monthChoices(num(startBound) ?? 1, last), bounded: true };
    }
    case 'choice': {
      const from = startBound === undefined ? -1 : schemaChoices.findIndex((choice) => choice.value === startBound);
      return { choices: from > 0 ? schemaChoices.slice(from) : schemaChoices, bounded: startBound !== undefined };
    }
    case 'year': {
      const newest = now.year + options.newest;
      const oldest = newest - (options.count ?? 10) + 1;
      const from = num(startBound);
      return { choices: yearChoices(newest, Math.max(from ?? oldest, oldest)), bounded: from !== undefined };
    }
  }
}
