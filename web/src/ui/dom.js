// The DOM helpers the page's panels share: an element from tag, properties and children, a text
// offered as a download, and a text put on the clipboard.

/**
 * @param {string} tag
 * @param {object} [props] properties set on the element (Object.assign)
 * @param {...(Node|string)} children
 */
export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Offers `text` as a file named `name` of MIME type `type`. */
export function downloadText(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000); // after the browser has started the download
}

/** Puts `text` on the clipboard; false where the browser refuses (the caller asks for Ctrl+C). */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
