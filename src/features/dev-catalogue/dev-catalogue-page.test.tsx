// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createTestStore } from '../../testing/test-store';
import DevCataloguePage from './dev-catalogue-page';
import { devCatalogueMessages as m } from './messages';

const folders = import.meta.glob('/certificates/*/certificate.json', { eager: true, import: 'default' });

function renderPage() {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <DevCataloguePage />
      </MemoryRouter>
    </Provider>,
  );
}

/**
 * The card's document is drawn by the dev server (`/__dev/document-preview/…`), which a test has
 * not: the preview ends by saying it could not draw it, and the test waits for that last update.
 */
const documentPreviewSettled = async (card: HTMLElement) => {
  expect(await within(card).findByTestId('document-problem', undefined, { timeout: 5000 })).toHaveTextContent(m.documentFailed);
};

describe('/dev/catalogue: the development catalogue preview', () => {
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
    const filled = await within(card).findByRole('region', { name: '샘플로 채운 신청서 (sample.json)' }, { timeout: 5000 });
    await userEvent.click(await within(filled).findByRole('button', { name: '검증' }, { timeout: 5000 }));
    expect(await within(filled).findByText('샘플이 검증을 통과했어요.')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'cert:check' })).toHaveTextContent('cert:check: 문제가 없어요.');
    await documentPreviewSettled(card);
  });

  it('the same form submitted empty shows its Korean messages at once', async () => {
    renderPage();
    const summary = screen.getByText('병적증명서', { selector: 'strong' });
    await userEvent.click(summary);
    const card = summary.closest('details') as HTMLElement;
    const empty = await within(card).findByRole('region', { name: '빈 신청서를 제출하면' }, { timeout: 5000 });
    expect(await within(empty).findByText('발급 사유를 선택해 주세요.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await documentPreviewSettled(card);
  });
});
