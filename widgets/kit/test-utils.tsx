// Test-only helpers for widget tests (never imported by app code): a widget or layer rendered
// inside the RTK Query store, WidgetProps as RJSF passes them, and an MSW server for the lookups.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupMockApi } from '../../src/testing/mock-api';
import { createTestStore } from '../../src/testing/test-store';

/** Renders `ui` inside a fresh store with the lookup API; `rerender` keeps the same store. */
export function withStore(ui: ReactNode) {
  const store = createTestStore();
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { ...view, store, rerender: (next: ReactNode) => view.rerender(<Provider store={store}>{next}</Provider>) };
}

export interface WidgetPropsInit {
  name: string;
  edoc: string;
  label?: string;
  value?: unknown;
  formData?: Record<string, unknown>;
  options?: Record<string, unknown>;
  required?: boolean;
  placeholder?: string;
  schema?: Record<string, unknown>;
  /** The field id; `root_<name>` without it. */
  id?: string;
}

/** The props RJSF hands a widget, with `onChange` and the form context's `setFields` as mocks. */
export function widgetProps({ name, edoc, label = name, value, formData = {}, options = {}, required = true, placeholder = '', schema = { type: 'string' }, id }: WidgetPropsInit) {
  const setFields = vi.fn();
  const props = {
    id: id ?? `root_${name}`,
    name,
    label,
    value,
    required,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder,
    rawErrors: [],
    schema,
    uiSchema: {},
    options,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    registry: { formContext: { edoc, formData, setFields } },
  } as unknown as WidgetProps;
  return { props, setFields };
}

/** What a lookup handler answers: `{ result }` as JSON, or undefined for a 404 NOT_FOUND. */
export type LookupAnswer = Response | undefined;

/**
 * An MSW server for GET /api/v2/application/info/*, served for the file by `setupMockApi`
 * (unhandled requests fail the test; after each test the tree is unmounted, popups closed, the
 * handlers reset and the requests cleared). `requests` holds the URLs asked, `paths` their
 * decoded pathnames.
 */
export function lookupServer(answer: (url: URL, path: string) => LookupAnswer) {
  const requests: URL[] = [];
  const paths: string[] = [];
  const server = setupServer(
    http.get('*/api/v2/application/info/*', ({ request }) => {
      const url = new URL(request.url);
      const path = decodeURIComponent(url.pathname);
      requests.push(url);
      paths.push(path);
      return answer(url, path) ?? HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  setupMockApi(server, {
    reset: () => {
      requests.length = 0;
      paths.length = 0;
    },
  });
  return { server, requests, paths };
}

/** The paged answer of a search call (`page`, `size` in the query). */
export function pagedAnswer<T>(url: URL, found: readonly T[]) {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('size'));
  return HttpResponse.json({ result: found.slice((page - 1) * size, page * size), totalCount: found.length });
}

/** The props of a multi-choice widget (`options.enumOptions`, an array value, not required). */
export const choiceWidgetProps = (
  edoc: string,
  label: string,
  enumOptions: { value: string; label: string }[],
  value: string[] | undefined,
  options: Record<string, unknown> = {},
) => widgetProps({ name: 'x', edoc, label, value, required: false, schema: { type: 'array' }, options: { enumOptions, ...options } }).props;
