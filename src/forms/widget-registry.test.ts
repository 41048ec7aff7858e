import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWidgetFolders } from '../../scripts/lib/widget-folders';
import { pickerLayers, pickerLayersOf, widgets } from './widget-registry';

const root = path.resolve(__dirname, '../../certificates');
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

describe('the widget registry: the widget folders are the one list', () => {
  it('registers exactly the folders cert:check reads (a folder added is registered and accepted, with no list to edit)', () => {
    const folders = readWidgetFolders();
    expect(Object.keys(widgets).sort()).toEqual(folders.names);
    expect(Object.keys(pickerLayers).sort()).toEqual([...folders.layers.values()].flat().sort());
    for (const widget of Object.values(widgets)) expect(typeof widget).toBe('function');
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
    expect(pickerLayers['tax-end-year']).toMatchObject({ display: 'bottom', title: '종료 연도 선택' });
    expect(pickerLayers['patriot-number']).toMatchObject({ display: 'input' });
  });

  it('hands a page the pickers it names, and refuses a route no widget folder answers', () => {
    const table = pickerLayersOf(['sido', 'address']);
    expect(Object.keys(table)).toEqual(['sido', 'address']);
    expect(table.sido).toBe(pickerLayers.sido);
    expect(table.address).toMatchObject({ kind: 'picker', display: 'full' });
    expect(() => pickerLayersOf(['sido', 'no-such-picker'])).toThrow('no-such-picker');
  });
});
