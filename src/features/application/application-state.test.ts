import { describe, expect, it } from 'vitest';
import { applicationStateLabel, applicationStateTone } from './application-state';
import { toApplicationPage, type Application } from './api';
import { reissuePath } from './reissue';
import type { CatalogueEntry } from '../../api/types';

describe('application state display (spec 000 §4.2)', () => {
  it.each([
    ['PROCESSING', '발급대기', 'waiting'],
    ['LONG_LEAD', '발급대기', 'waiting'],
    ['PENDING', '발급대기', 'waiting'],
    ['FAIL', '발급실패', 'failed'],
    ['FAILED', '발급실패', 'failed'],
    ['COMPLETE', '발급완료', 'issued'],
    ['COMPLETED', '발급완료', 'issued'],
    ['SIGN_REQUESTED', '발급완료', 'issued'],
    ['SIGN_COMPLETED', '발급완료', 'issued'],
    ['CHANNELING', '발급완료', 'issued'],
    ['', '발급완료', 'issued'],
    [null, '발급완료', 'issued'],
  ])('%s shows as %s', (state, label, tone) => {
    expect(applicationStateLabel(state)).toBe(label);
    expect(applicationStateTone(state)).toBe(tone);
  });
});

describe('the list answer (result: { applications }, totalCount)', () => {
  const one = { id: 'A1', applicationDate: '20261121093000', name: '주민등록표 등본', state: 'COMPLETE' } as Application;
  it('reads the base query’s { items: { applications }, totalCount }', () => {
    expect(toApplicationPage({ items: { applications: [one] }, totalCount: 11 })).toEqual({ applications: [one], totalCount: 11 });
    expect(toApplicationPage({ items: { applications: [] }, totalCount: 0 })).toEqual({ applications: [], totalCount: 0 });
  });
});

describe('reissue: failed ones whose certificate is still available (spec 000 §2.3)', () => {
  const entry = (name: string, path: string, available: boolean) => ({ name, path, available }) as CatalogueEntry;
  const catalogue = [entry('주민등록표 등본', '주민등록표등본', true), entry('지방세 납세증명서', '지방세납세증명서', false)];
  const app = (name: string, state: Application['state'], path?: string) => ({ id: 'A', applicationDate: '20261121', name, state, path });

  it.each([
    ['failed, available, by path', app('주민등록표 등본', 'FAIL', '주민등록표등본'), '주민등록표등본'],
    ['FAILED naming too', app('주민등록표 등본', 'FAILED', '주민등록표등본'), '주민등록표등본'],
    ['by path, whatever the name', app('등본', 'FAIL', '주민등록표등본'), '주민등록표등본'],
    ['a name alone matches nothing', app('주민등록표 등본', 'FAIL'), null],
    ['a name of another certificate', app('주민등록표등본', 'FAIL', '주민등록표초본'), null],
    ['failed but unavailable', app('지방세 납세증명서', 'FAIL', '지방세납세증명서'), null],
    ['failed, not in the catalogue', app('없는 증명서', 'FAIL', '없는증명서'), null],
    ['issued', app('주민등록표 등본', 'COMPLETE', '주민등록표등본'), null],
    ['waiting', app('주민등록표 등본', 'PROCESSING', '주민등록표등본'), null],
  ])('%s', (_name, application, expected) => {
    expect(reissuePath(application, catalogue)).toBe(expected);
  });
});
