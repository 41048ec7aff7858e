// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('server HTML (term content) is sanitised before it is rendered', () => {
  it('keeps the structure of a term: headings, lists, tables, links', () => {
    const html = '<h2>제1조</h2><ol><li>목적</li></ol><table><tr><th>항목</th><td>성명</td></tr></table><a href="/policy">방침</a>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>제1조</h2>');
    expect(clean).toContain('<li>목적</li>');
    expect(clean).toContain('<td>성명</td>');
    expect(clean).toContain('href="/policy"');
  });

  it.each([
    ['a script', '<p>약관</p><script>alert(1)</script>', /<script/i],
    ['an event handler', '<img src="x" onerror="alert(1)">', /onerror/i],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['an inline style', '<p style="color:red">x</p>', /style=/i],
    ['a style element', '<style>body{display:none}</style><p>x</p>', /<style/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['a form', '<form action="https://evil.example"><input name="pw"></form>', /<form|<input/i],
  ])('removes %s', (_name, html, pattern) => {
    expect(sanitizeHtml(html)).not.toMatch(pattern);
  });
});
