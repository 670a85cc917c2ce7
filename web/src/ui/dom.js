// The two DOM helpers the page's panels share: an element from tag, properties and children, and a
// text offered as a download.

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
