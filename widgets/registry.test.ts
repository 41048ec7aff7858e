import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickerLayers, widgets } from './registry';

const root = path.resolve(__dirname, '../certificates');
const names: string[] = JSON.parse(fs.readFileSync(path.join(root, 'widget-names.json'), 'utf8'));
const uiFiles = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(root, entry.name, 'ui.json'));

/** Spec 000 §2.2 "Issue layers" (pickers), plus patriot-number (input modal). */
const SPEC_LAYERS = [
  'sido', 'sigungu', 'recent-year', 'education-code', 'school-name', 'start-year', 'start-month', 'end-month',
  'issue-detail', 'payer-number', 'insurance-number', 'year/:id', 'month/:id', 'reason', 'university',
  'university-degree', 'issue-purpose', 'tax-start-year', 'tax-end-year', 'workplace', 'vat-start-year',
  'vat-start-period', 'vat-end-year', 'vat-end-period', 'address', 'organization', 'academic-information',
  'patriot-number',
];

describe('the widget registry', () => {
  it('registers exactly the names of certificates/widget-names.json', () => {
    expect(Object.keys(widgets).sort()).toEqual([...names].sort());
  });

  it('every ui.json names only registered widgets or hidden', () => {
    for (const file of uiFiles) {
      const ui = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { 'ui:widget'?: string }>;
      for (const [field, options] of Object.entries(ui)) {
        const widget = typeof options === 'object' && options ? options['ui:widget'] : undefined;
        if (widget === undefined || widget === 'hidden') continue;
        expect(widgets[widget], `${path.basename(path.dirname(file))}: ${field} uses ${widget}`).toBeDefined();
      }
    }
  });

  it('has a picker layer for every issue layer of the spec', () => {
    expect(Object.keys(pickerLayers).sort()).toEqual([...SPEC_LAYERS].sort());
    for (const def of Object.values(pickerLayers)) expect(def.title).toMatch(/[가-힣]/);
  });
});
