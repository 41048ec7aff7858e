// @vitest-environment jsdom
import optionsSchema from './options.schema.json';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { periodChoices, periodOptions, type PeriodState } from './choices';
import PeriodWidget from './index';
import layers from './layers.json';
import { widgetProps } from '../kit/test-utils';

const now = { year: 2026, month: 3 };
const VAT_PERIODS = [
  { value: '1기', label: '1기 (1월~6월)' },
  { value: '2기', label: '2기 (7월~12월)' },
];
const state = (formData: Record<string, unknown> = {}): PeriodState => ({ now, formData, schemaChoices: VAT_PERIODS });
const values = (options: Record<string, unknown>, formData?: Record<string, unknown>) => periodChoices(periodOptions(options), state(formData)).choices.map((c) => c.value);
const years = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Each former widget folder, as the uiSchemas now configure `period` (certificates/*∕ui.json). */
describe('period: the one year/month/span/기수 picker, configured by ui:options', () => {
  it('year/{id} (국민연금): the last ten years; the end year starts at the start year', () => {
    expect(values({ layer: 'year/start', unit: 'year', count: 10 })).toEqual(years(2026, 2017));
    expect(values({ layer: 'year/end', unit: 'year', count: 10, startField: '시작' }, { 시작: 2022 })).toEqual(years(2026, 2022));
    expect(values({ layer: 'year/end', unit: 'year', count: 10, startField: '시작' })).toEqual(years(2026, 2017));
  });

  it('month/{id}, start-month: 1–12, up to this month in this year', () => {
    expect(values({ layer: 'month/start', unit: 'month', yearField: '연도' }, { 연도: 2025 })).toEqual(range(1, 12));
    expect(values({ layer: 'start-month', unit: 'month', yearField: '연도' }, { 연도: 2026 })).toEqual([1, 2, 3]);
    expect(values({ layer: 'month/end', unit: 'month', yearField: '연도' })).toEqual(range(1, 12));
  });

  it('end-month (건강보험료): from the start month, up to this month in this year', () => {
    const options = { layer: 'end-month', unit: 'month', yearField: '연도', startField: '시작월' };
    expect(values(options, { 연도: 2025, 시작월: 10 })).toEqual([10, 11, 12]);
    expect(values(options, { 연도: 2026, 시작월: 2 })).toEqual([2, 3]);
  });

  it('start-year, vat-start-year: this year and the four before; vat-end-year from the start year', () => {
    expect(values({ layer: 'start-year', unit: 'year', count: 5 })).toEqual(years(2026, 2022));
    expect(values({ layer: 'vat-start-year', unit: 'year', count: 5 })).toEqual(years(2026, 2022));
    expect(values({ layer: 'vat-end-year', unit: 'year', count: 5, startField: 's' }, { s: 2024 })).toEqual(years(2026, 2024));
  });

  it('tax-start-year, tax-end-year: the closed tax years (last year first), the end from the start', () => {
    expect(values({ layer: 'tax-start-year', unit: 'year', newest: -1, count: 5 })).toEqual(years(2025, 2021));
    expect(values({ layer: 'tax-end-year', unit: 'year', newest: -1, count: 5, startField: 's' }, { s: 2023 })).toEqual(years(2025, 2023));
    expect(values({ layer: 'tax-end-year', unit: 'year', newest: -1, count: 5, startField: 's' })).toEqual(years(2025, 2021));
  });

  it('recent-year: one of the last N years, or 최근 1–20년 as a span', () => {
    expect(values({ layer: 'recent-year', unit: 'year', count: 20 })).toEqual(years(2026, 2007));
    const span = periodChoices(periodOptions({ layer: 'recent-year', unit: 'span', count: 20 }), state()).choices;
    expect(span[0]).toEqual({ value: 1, label: '최근 1년' });
    expect(span.at(-1)).toEqual({ value: 20, label: '최근 20년' });
    expect(periodChoices(periodOptions({ unit: 'year', count: 2 }), state()).choices).toEqual([
      { value: 2026, label: '2026년' },
      { value: 2025, label: '2025년' },
    ]);
  });

  it('vat-start-period, vat-end-period: the schema\'s 기수; the end not before the start in the same year', () => {
    const end = { layer: 'vat-end-period', unit: 'choice', startField: 'sp', startYearField: 'sy', yearField: 'ey' };
    expect(values({ layer: 'vat-start-period', unit: 'choice' })).toEqual(['1기', '2기']);
    expect(values(end, { sy: 2024, sp: '2기', ey: 2024 })).toEqual(['2기']);
    expect(values(end, { sy: 2024, sp: '2기', ey: 2025 })).toEqual(['1기', '2기']);
    expect(values(end, { sp: '2기' })).toEqual(['1기', '2기']);
  });

  it('a stale value outside the bounded choices is cleared (vat-end-period in the start year)', () => {
    const { props } = widgetProps({
      name: '종료기수',
      edoc: '부가가치세과세표준증명',
      value: '1기',
      schema: { type: 'string', oneOf: [{ const: '1기', title: '1기 (1월~6월)' }, { const: '2기', title: '2기 (7월~12월)' }] },
      options: { layer: 'vat-end-period', unit: 'choice', startField: 'sp', startYearField: 'sy', yearField: 'ey' },
      formData: { sy: 2024, sp: '2기', ey: 2024 },
    });
    render(<MemoryRouter><PeriodWidget {...props} /></MemoryRouter>);
    expect(props.onChange).toHaveBeenCalledWith(undefined);
  });

  it('defaultOffset prefills an empty year (연금 원천징수: last year)', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 15), toFake: ['Date'] });
    try {
      const { props } = widgetProps({ name: '귀속연도', edoc: '연금소득원천징수영수증', options: { layer: 'recent-year', unit: 'year', count: 5, defaultOffset: -1 } });
      render(<MemoryRouter><PeriodWidget {...props} /></MemoryRouter>);
      expect(props.onChange).toHaveBeenCalledWith(2025);
    } finally {
      vi.useRealTimers();
    }
  });

  it('"this year" is Korea’s: a phone in Los Angeles on 31 December, already 1 January in Seoul, is offered the new year', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ now: new Date('2026-12-31T16:00:00Z'), toFake: ['Date'] });
    try {
      expect(new Date().getFullYear()).toBe(2026); // the phone's own clock
      const { props } = widgetProps({ name: '귀속연도', edoc: '연금소득원천징수영수증', options: { layer: 'recent-year', unit: 'year', count: 5, defaultOffset: -1 } });
      render(<MemoryRouter><PeriodWidget {...props} /></MemoryRouter>);
      expect(props.onChange).toHaveBeenCalledWith(2026);
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('every certificate using period names one of its layers and a unit of options.schema.json (the spec layer URLs keep working)', () => {
    const root = path.resolve(__dirname, '../../certificates');
    const routes = Object.keys(layers);
    const used = new Set<string>();
    for (const slug of fs.readdirSync(root)) {
      const file = path.join(root, slug, 'ui.json');
      if (!fs.existsSync(file)) continue;
      const ui = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { 'ui:widget'?: string; 'ui:options'?: Record<string, unknown> }>;
      for (const node of Object.values(ui)) {
        if (node?.['ui:widget'] !== 'period') continue;
        const options = node['ui:options'] ?? {};
        expect(optionsSchema.properties.unit.enum).toContain(options.unit);
        const layer = String(options.layer);
        const route = layer.replace(/^(year|month)\/.+$/, '$1/:id');
        expect(routes, `${slug}: ${layer}`).toContain(route);
        used.add(route);
      }
    }
    // Every period layer of the spec is used by some certificate.
    expect([...used].sort()).toEqual([...routes].sort());
  });
});
