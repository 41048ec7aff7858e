// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { useCallback, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import schema from '../../certificates/university-graduation/schema.json';
import uiSchema from '../../certificates/university-graduation/ui.json';
import type { FormContext } from '../kit/form-context';
import { createTestStore } from '../../src/testing/test-store';
import UniversityWidget from './index';

/** The university family (000 §5): 학번 appears, and is required, exactly when 학번필요 is true. */
const openPicker = vi.fn();
vi.mock('../../src/lib/picker', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/picker')>()),
  usePicker: () => openPicker,
}));

afterEach(() => {
  cleanup();
  openPicker.mockReset();
});

type Data = Record<string, unknown>;
let current: Data = {};

/** A form with the engine's setFields contract (docs/form-engine.md): companions merged into the next change. */
function Harness() {
  const [formData, setFormData] = useState<Data>({});
  const latest = useRef<Data>({});
  const pending = useRef<Data>({});
  const update = (next: Data) => {
    latest.current = next;
    current = next;
    setFormData(next);
  };
  const setFields = useCallback((patch: Data) => {
    pending.current = { ...pending.current, ...patch };
    update({ ...latest.current, ...patch });
  }, []);
  const formContext = useMemo<FormContext>(() => ({ edoc: '대학졸업증명서', formData, setFields }), [formData, setFields]);
  // Only the university field is under test; the other widgets render as RJSF's defaults.
  const ui = useMemo(() => {
    const { 학위과정: _degree, 생년월일: _birth, 언어: _language, ...rest } = uiSchema as UiSchema;
    return rest;
  }, []);
  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={ui}
      formData={formData}
      formContext={formContext}
      widgets={{ university: UniversityWidget }}
      validator={validator}
      onChange={(event) => {
        const next = { ...(event.formData as Data), ...pending.current };
        pending.current = {};
        update(next);
      }}
    />
  );
}

describe('university form', () => {
  it('shows 학번 only for a university with 학번필요, and clears it when another needs none', async () => {
    const store = createTestStore();
    render(
      <Provider store={store}>
        <Harness />
      </Provider>,
    );
    expect(screen.queryByRole('textbox', { name: /학번/ })).not.toBeInTheDocument();

    openPicker.mockResolvedValueOnce({ 코드: '0000001', 이름: '서울대학교', 학번필요: true, 학위과정: ['학사'] });
    await userEvent.click(screen.getByRole('button', { name: /^대학/ }));
    const studentId = await screen.findByRole('textbox', { name: /학번/ });
    await waitFor(() => expect(current).toMatchObject({ 대학: '서울대학교', 대학코드: '0000001', 학번필요: true }));
    await userEvent.type(studentId, '2017-12345');
    await waitFor(() => expect(current.학번).toBe('2017-12345'));

    openPicker.mockResolvedValueOnce({ 코드: '0000009', 이름: 'KAIST', 학번필요: false, 학위과정: ['학사'] });
    await userEvent.click(screen.getByRole('button', { name: /^대학/ }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /학번/ })).not.toBeInTheDocument());
    expect(current).toMatchObject({ 대학: 'KAIST', 대학코드: '0000009', 학번필요: false });
    expect(current.학번).toBeUndefined();
  });
});
