import { describe, expect, it } from 'vitest';
import { embeddableUrl } from './channeling-page';
import { progressLayerFor } from './machine';
import { resumeUrl } from './use-issue-runner';

describe('runner pages', () => {
  it('only same-origin portal pages are embedded', () => {
    expect(embeddableUrl('/sim/portal/A1?returnUrl=%2Fx', 'http://localhost:8080')).toBe('/sim/portal/A1?returnUrl=%2Fx');
    expect(embeddableUrl('http://localhost:8080/sim/portal/A1', 'http://localhost:8080')).toBe('/sim/portal/A1');
    expect(embeddableUrl('https://evil.example/phish', 'http://localhost:8080')).toBeNull();
    expect(embeddableUrl('javascript:alert(1)', 'http://localhost:8080')).toBeNull();
    expect(embeddableUrl(null, 'http://localhost:8080')).toBeNull();
  });

  it('each progress phase has its layer of spec 000 §2.2', () => {
    expect(progressLayerFor('channeling-progress')).toBe('channeling-progress');
    expect(progressLayerFor('issue-progress')).toBe('issue-progress');
    expect(progressLayerFor('external-progress')).toBe('external-channeling-progress');
    expect(progressLayerFor('external-return')).toBe('external-channeling-return-progress');
    expect(progressLayerFor('signing')).toBeNull();
    expect(progressLayerFor('idle')).toBeNull();
  });

  it('the sign and court pages return to the origin with resume=1', () => {
    expect(resumeUrl('/issue/납세증명서')).toBe('/issue/납세증명서?resume=1');
    expect(resumeUrl('/home/apply?filter=edoc')).toBe('/home/apply?filter=edoc&resume=1');
  });
});
