import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

/** Renders `Page` in a browser router at `/page/*` (its layers at `/page/layer/…`), at the current URL. */
export function renderPageRoute(Page: ComponentType) {
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/page/*" element={<Page />} />
      </Routes>
    </BrowserRouter>,
  );
}

/** Lets a popstate, a back traversal and the effects they start run (`ms` of real time). */
export const settle = (ms = 20) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
