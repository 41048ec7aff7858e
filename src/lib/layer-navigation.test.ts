import { describe, expect, it } from 'vitest';
import { layerHref } from '../config/paths';
import { layerSearch, matchLayer, pagePathOf } from './layer-navigation';

describe('layers are routes (spec 000 §2.2)', () => {
  const table = { 'wallet-address': 'qr', agreement: 'a', 'agreement/detail': 'd', 'received/:distributionId/:id/reject': 'r' };

  it('finds a layer by its name, with its parameters', () => {
    expect(matchLayer(table, 'agreement/detail')?.def).toBe('d');
    expect(matchLayer(table, 'received/12/34/reject')).toEqual({ def: 'r', params: { distributionId: '12', id: '34' } });
    expect(matchLayer(table, 'nope')).toBeNull();
  });

  it('the page of a layer URL is the path before /layer/', () => {
    expect(pagePathOf('/home/apply/layer/agreement/detail')).toBe('/home/apply');
    expect(pagePathOf('/home/apply/')).toBe('/home/apply');
  });

  it('the root page has layers too (001 §2.3: /layer/qr/{edocName})', () => {
    expect(pagePathOf('/layer/qr/주민등록표등본')).toBe('/');
    expect(pagePathOf('/')).toBe('/');
    expect(layerHref(pagePathOf('/layer/qr'), 'qr/건축물대장')).toBe('/layer/qr/건축물대장');
    expect(layerHref(pagePathOf('/home/apply'), 'search-edoc')).toBe('/home/apply/layer/search-edoc');
  });

  it('repeats array query values', () => {
    expect(layerSearch({ types: ['NEW', 'PAPAS'], path: '/home/apply', skip: undefined })).toBe('?types=NEW&types=PAPAS&path=%2Fhome%2Fapply');
  });
});
