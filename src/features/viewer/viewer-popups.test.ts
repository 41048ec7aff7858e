import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllPopups, getPopups, resolvePopup } from '../../lib/popup-store';
import { documentGonePopup } from './viewer-popups';

afterEach(() => closeAllPopups());

async function answer() {
  await vi.waitFor(() => expect(getPopups()).toHaveLength(1));
  const popup = getPopups()[0]!;
  resolvePopup(popup.id, 'ok');
  return popup;
}

describe('DOCUMENT_NOT_FOUND and DOCUMENT_EXPIRED (spec 000 §8.4)', () => {
  it.each([
    ['DOCUMENT_NOT_FOUND', '삭제된 증명서입니다.'],
    ['DOCUMENT_EXPIRED', '열람할 수 없는 문서입니다.'],
  ])('%s: "%s", then the inbox is refreshed and the viewer closed', async (code, text) => {
    const deps = { navigate: vi.fn(), dispatch: vi.fn(), pathname: () => '/issued/viewer/D1' };
    const done = documentGonePopup(code, deps);
    const popup = await answer();
    await done;
    expect(popup.message).toBe(text);
    expect(popup.buttons.map((button) => button.label)).toEqual(['확인']);
    expect(deps.dispatch).toHaveBeenCalledWith(expect.objectContaining({ payload: [{ type: 'Inbox', id: 'LIST' }] }));
    expect(deps.navigate).toHaveBeenCalledWith('/home/inbox', { replace: true });
  });

  it('elsewhere (e.g. creating a pass) the page stays; the inbox is still refreshed', async () => {
    const deps = { navigate: vi.fn(), dispatch: vi.fn(), pathname: () => '/home/apply/layer/cert-pass-list' };
    const done = documentGonePopup('DOCUMENT_NOT_FOUND', deps);
    await answer();
    await done;
    expect(deps.dispatch).toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
