import { describe, expect, it } from 'vitest';
import { buildPath } from './route-path';

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/issue/:edoc', { edoc: '가족관계증명서' })).toBe(`/issue/${encodeURIComponent('가족관계증명서')}`);
    expect(buildPath('/home/distribution/layer/received/:distributionId/:id', { distributionId: 7, id: 'a/b' })).toBe(
      '/home/distribution/layer/received/7/a%2Fb',
    );
  });

  it('an empty path parameter when building a route is an error (spec 000 §5)', () => {
    expect(() => buildPath('/issue/:edoc', { edoc: '' })).toThrow(/edoc/);
    expect(() => buildPath('/issue/:edoc', { edoc: '  ' })).toThrow();
    expect(() => buildPath('/issue/:edoc', {})).toThrow();
    expect(() => buildPath('/issue/:edoc', { edoc: null })).toThrow();
  });

  it('leaves templates without parameters alone', () => {
    expect(buildPath('/home/apply')).toBe('/home/apply');
  });
});
