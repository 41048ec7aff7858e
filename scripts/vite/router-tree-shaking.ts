import type { Plugin } from 'vite';

const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;
/** `var Link = React10.forwardRef(`: a component or context made at the top of react-router's bundle. */
const MADE_AT_TOP = /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** `Link.displayName = "Link";`: a name for React's developer tools, set at the top. */
const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;

/**
 * react-router ships one bundle for every router (declarative, data, framework, server) and marks
 * none of its top-level components pure, and names each for React's developer tools: to the
 * bundler each of those statements is a side effect, so every component stays in the build with
 * all it uses (forms, fetchers, scroll restoration…) whether the app uses it or not. Marking them
 * pure and dropping the names lets the unused ones go: 1.3 KB gzip of the first load. Neither
 * changes what a component does (react-router's own source makes them with no side effect).
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'jigap-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return undefined;
      return { code: code.replace(DISPLAY_NAME, '').replace(MADE_AT_TOP, '$1/* @__PURE__ */ $2'), map: null };
    },
  };
}
