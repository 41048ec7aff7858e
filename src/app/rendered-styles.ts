/**
 * A page drawn before its application runs (the bridge page's shell at build time, the
 * signed-in pages on the server) cannot carry style attributes: the strict CSP refuses them in
 * HTML (React sets styles through the CSSOM, which it allows). Each distinct one becomes a class
 * of a small stylesheet that the page links or carries with a nonce, and the declarations stay on
 * the element as data-rendered-style. Before React takes the page, applyRenderedStyles sets them
 * through the CSSOM, as React would have, and drops the class: what React then updates is its own.
 */
const CLASS_PREFIX = 'jigap-shell-s';
const ATTRIBUTE = 'data-rendered-style';

const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function moveStyleAttributes(markup: string): { html: string; css: string } {
  const classes = new Map<string, string>();
  const html = markup.replace(/<([a-zA-Z][\w-]*)(\s[^>]*?)?(\/?)>/g, (tag, name: string, attrs: string | undefined, close: string) => {
    const style = attrs?.match(/\sstyle="([^"]*)"/);
    if (!attrs || !style) return tag;
    const declarations = decodeEntities(style[1]!);
    let className = classes.get(declarations);
    if (!className) classes.set(declarations, (className = `${CLASS_PREFIX}${classes.size}`));
    let rest = attrs.replace(style[0], ` ${ATTRIBUTE}="${style[1]}"`);
    rest = /\sclass="/.test(rest) ? rest.replace(/\sclass="([^"]*)"/, (_all, value: string) => ` class="${value} ${className}"`) : `${rest} class="${className}"`;
    return `<${name}${rest}${close}>`;
  });
  const css = [...classes].map(([declarations, className]) => `.${className}{${declarations}}`).join('\n');
  return { html, css };
}

export function applyRenderedStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(ATTRIBUTE) ?? '';
    element.removeAttribute(ATTRIBUTE);
    for (const name of [...element.classList]) if (name.startsWith(CLASS_PREFIX)) element.classList.remove(name);
    if (element.getAttribute('class') === '') element.removeAttribute('class');
  }
}
