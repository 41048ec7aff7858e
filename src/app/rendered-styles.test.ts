// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { enableShellControls, markShellControls } from './early-taps';
import { applyRenderedStyles, moveStyleAttributes } from './rendered-styles';

describe('a page drawn before its application runs', () => {
  it('carries its style attributes as classes of one stylesheet, the same declarations one class', () => {
    const { html, css } = moveStyleAttributes('<div class="a" style="height:16px;width:70%"><span style="height:16px;width:70%"></span><p style="content:&quot;x&quot;"></p></div>');
    expect(html).toBe(
      '<div class="a jigap-shell-s0" data-rendered-style="height:16px;width:70%"><span data-rendered-style="height:16px;width:70%" class="jigap-shell-s0"></span><p data-rendered-style="content:&quot;x&quot;" class="jigap-shell-s1"></p></div>',
    );
    expect(css).toBe('.jigap-shell-s0{height:16px;width:70%}\n.jigap-shell-s1{content:"x"}');
  });

  it('before React takes it, the styles are set as React sets them and the classes go', () => {
    const root = document.createElement('div');
    root.innerHTML = moveStyleAttributes('<div class="a" style="height:16px;opacity:0"><span style="width:40%"></span></div>').html;
    applyRenderedStyles(root);
    expect(root.innerHTML).toBe('<div class="a" style="height: 16px; opacity: 0;"><span style="width: 40%;"></span></div>');
  });

  it('its controls wait for the application, and a control that is disabled stays so', () => {
    expect(markShellControls('<button type="button">a</button><button type="submit" disabled="">b</button>')).toBe(
      '<button disabled data-shell-pending type="button">a</button><button type="submit" disabled="">b</button>',
    );
    expect(markShellControls('<input type="text" value="x"/><input disabled="" type="radio"/><textarea rows="2"></textarea><select name="s"></select>')).toBe(
      '<input disabled data-shell-pending type="text" value="x"/><input disabled="" type="radio"/><textarea disabled data-shell-pending rows="2"></textarea><select disabled data-shell-pending name="s"></select>',
    );
    const root = document.createElement('div');
    root.innerHTML = markShellControls('<input type="text"/><button type="submit" disabled="">b</button>');
    document.body.append(root);
    enableShellControls();
    expect(root.innerHTML).toBe('<input type="text"><button type="submit" disabled="">b</button>');
    root.remove();
  });
});
