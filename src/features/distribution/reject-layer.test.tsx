// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { PopupHost } from '../../ui/popup';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import RejectLayer, { REJECT_TEXTAREA_MAX_PX } from './reject-layer';

const reasons: string[] = [];
const server = setupServer(
  http.post('*/api/v2/distribution/D1/document/doc-1/reject', ({ request }) => {
    reasons.push(new URL(request.url).searchParams.get('reason') ?? '');
    return HttpResponse.json({ result: {} });
  }),
  http.get('*/api/v2/distribution', () => HttpResponse.json({ result: [], totalCount: 0 })),
);
setupMockApi(server, { reset: () => (reasons.length = 0) });

function renderLayer() {
  let closed = 0;
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <RejectLayer params={{ distributionId: 'D1', id: 'doc-1' }} close={() => (closed += 1)} />
        <PopupHost />
      </MemoryRouter>
    </Provider>,
  );
  return { closed: () => closed };
}

describe('reject layer (000 §2.3, §5, §9)', () => {
  it('counts x/200, stops at 200 with the limit message, caps the textarea at 150 px', async () => {
    renderLayer();
    const reason = screen.getByRole('textbox', { name: '반려 사유' });
    expect(screen.getByText('0/200')).toBeInTheDocument();
    expect(reason).toHaveAttribute('maxLength', '200');
    expect(reason.style.maxHeight).toBe(`${REJECT_TEXTAREA_MAX_PX}px`);
    fireEvent.change(reason, { target: { value: '가'.repeat(250) } });
    expect((reason as HTMLTextAreaElement).value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('(200자를 초과해서 입력할 수 없습니다)');
    fireEvent.change(reason, { target: { value: '가'.repeat(199) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('done needs a non-empty trimmed text; it sends the trimmed reason as a query value and closes', async () => {
    const layer = renderLayer();
    const done = screen.getByRole('button', { name: '완료' });
    expect(done).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: '반려 사유' }), '   ');
    expect(done).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: '반려 사유' }), '흐릿합니다 ');
    expect(done).toBeEnabled();
    await userEvent.click(done);
    await waitFor(() => expect(layer.closed()).toBe(1));
    expect(reasons).toEqual(['흐릿합니다']);
  });

  it('DISTRIBUTION_ERROR shows the server’s title and message with 확인, then closes the layer', async () => {
    server.use(
      http.post('*/api/v2/distribution/D1/document/doc-1/reject', () =>
        HttpResponse.json(
          { code: 'DISTRIBUTION_ERROR', title: '반려할 수 없어요', message: '이미 반려했거나 보내기가 취소된 증명서는 반려할 수 없어요. 목록을 새로고침해 상태를 확인해 주세요.', buttons: [], reason: null, returnUrl: null, status: 409 },
          { status: 409 },
        ),
      ),
    );
    const layer = renderLayer();
    await userEvent.type(screen.getByRole('textbox', { name: '반려 사유' }), '사유');
    await userEvent.click(screen.getByRole('button', { name: '완료' }));
    const popup = await screen.findByRole('alertdialog', { name: '반려할 수 없어요' });
    expect(popup).toHaveTextContent('이미 반려했거나 보내기가 취소된 증명서는 반려할 수 없어요. 목록을 새로고침해 상태를 확인해 주세요.');
    expect(layer.closed()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(layer.closed()).toBe(1));
  });
});
