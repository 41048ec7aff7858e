/** A `<script type="application/json">` with `id` and `text` in the test document, as the server writes them. */
export function writeJsonScript(id: string, text: string): void {
  const element = document.createElement('script');
  element.id = id;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
}
