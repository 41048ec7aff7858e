// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { baseApi } from '../../api/base-api';
import DevCataloguePage from './dev-catalogue-page';

const folders = import.meta.glob('/certificates/*/certificate.json', { eager: true, import: 'default' });

function renderPage() {
  const store = configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (d) => d().concat(baseApi.middleware) });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <DevCataloguePage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('/dev/catalogue: the development catalogue preview (issue 3)', () => {
  it('lists every certificate folder', () => {
    renderPage();
    const index = screen.getByRole('navigation', { name: '증명서 목록' });
    expect(within(index).getAllByRole('link')).toHaveLength(Object.keys(folders).length);
  });

  it('an opened certificate renders its form with the sample, which validates', async () => {
    renderPage();
    const summary = screen.getByText('기본증명서', { selector: 'strong' });
    await userEvent.click(summary);
    const card = summary.closest('details') as HTMLElement;
    const check = await within(card).findByRole('button', { name: '검증' }, { timeout: 5000 });
    await userEvent.click(check);
    expect(await within(card).findByText('샘플이 검증을 통과했습니다.')).toBeInTheDocument();
  });
});
