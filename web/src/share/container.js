// The one container of the page's links: share links (`v1.`), lesson links (`lesson-v1.`) and
// assignment links (`assignment-v1.`) are each `<prefix><version>.` and the unpadded base64url of
//
//   CRC-32 (4 bytes, little-endian, of every byte after them) · flags (1 byte) · head · body
//
// The head holds the few fields a format reads before its body (a share link's map size, from which
// it caps the body; an assignment's task); in a format that compresses, flag bit 0 says the body is
// raw deflate, and the writer compresses only when that is shorter. Pure JS, no DOM. Described once
// in docs/share-links.md ("One container"); the formats' own pages describe their head and body.
//
// Reading checks, in this order and before anything large is allocated: the text's length, its
// prefix and version, its base64url, its size, the checksum and the flags; inflation stops at the
// cap the caller gives. Each refusal is a ShareFormatError worded with the format's own nouns.

import { ByteReader, ByteWriter, crc32, fromBase64Url, ShareFormatError, toBase64Url } from './bytes.js';
import { deflateRaw, inflateRaw } from './compress.js';

/** Longer text is refused unread (Chromium's own URL limit is 2 MB). */
export const MAX_LINK_TEXT_CHARS = 2_000_000;
const FLAG_DEFLATED = 1;
const CRC_BYTES = 4;

/**
 * How a format's refusals name it.
 * @typedef {object} LinkWords
 * @property {string} link the text, after "this" and "the": 'link', 'lesson link'
 * @property {string} kind after "a Pathlab" and before "link": 'share', 'lesson'
 * @property {string} holds what a link of the format carries: 'map', 'lesson'
 * @property {string} [askFrom] whom to ask for a damaged link again: 'your teacher'
 */

/**
 * A link format's container.
 * @typedef {object} LinkFormat
 * @property {string} prefix the text before the version number: 'v', 'lesson-v'
 * @property {number} version the version this page writes, and the only one it reads
 * @property {boolean} deflate flag bit 0 says the body is raw deflate (RFC 1951)
 * @property {number} flags the flag bits the format itself uses (never bit 0 when it deflates); others are refused
 * @property {number} minBytes the fewest bytes a link of the format has: checksum, flags, the shortest head and body
 * @property {number} [maxChars] the longest base64url text read after the prefix (else MAX_LINK_TEXT_CHARS bounds it)
 * @property {LinkWords} words
 */

/**
 * A container whose text, checksum and flags passed: the head still to read, then the body.
 * @typedef {object} OpenedContainer
 * @property {number} version
 * @property {number} flags the format's own flag bits
 * @property {ByteReader} head reads the head's fields; what it leaves is the body
 * @property {(maxBytes?: number) => Promise<Uint8Array>} body the rest, inflated when the link is
 *   deflated, refused when that passes maxBytes (text already bounds a body that is not deflated)
 */

/**
 * A format's link text (no '#').
 * @param {LinkFormat} format
 * @param {{flags?: number, head?: (out: ByteWriter) => void, body: Uint8Array}} content flags: the
 *   format's own bits; head: writes the head's fields
 * @returns {Promise<string>}
 */
export async function sealContainer(format, { flags = 0, head = () => {}, body }) {
  if (flags & ~format.flags) throw new Error(`flags ${flags} are not among the format's own (${format.flags})`);
  const deflated = format.deflate ? await deflateRaw(body) : null;
  const compress = deflated !== null && deflated.length < body.length;
  const out = new ByteWriter(body.length + 16);
  out.raw(new Uint8Array(CRC_BYTES)); // filled in below
  out.byte(flags | (compress ? FLAG_DEFLATED : 0));
  head(out);
  out.raw(compress ? deflated : body);
  const bytes = out.result();
  new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(CRC_BYTES)), true);
  return `${format.prefix}${format.version}.${toBase64Url(bytes)}`;
}

/**
 * Opens a format's link: a full URL, '#<prefix>…' or '<prefix>…'.
 * @param {unknown} input
 * @param {LinkFormat} format
 * @returns {OpenedContainer}
 * @throws {ShareFormatError} saying which part of the link is wrong
 */
export function openContainer(input, format) {
  const { prefix, version: known, words } = format;
  const { link } = words;
  if (typeof input !== 'string') throw new ShareFormatError(`the ${link} must be text`);
  if (input.length > MAX_LINK_TEXT_CHARS) throw tooLong(link, input.length, MAX_LINK_TEXT_CHARS);
  const text = linkTextOf(input).trim();
  if (text === '') throw new ShareFormatError(`this ${link} holds no Pathlab ${words.holds} (nothing after the #)`);
  const match = text.startsWith(prefix) && /^(\d{1,6})\.(.*)$/s.exec(text.slice(prefix.length));
  if (!match) throw new ShareFormatError(`this is not a Pathlab ${words.kind} link (it should start with #${prefix}${known}.)`);
  const version = Number(match[1]);
  if (version !== known) {
    throw new ShareFormatError(version > known
      ? `this ${link} was made by a newer Pathlab (format v${version}); this page reads format v${known}`
      : `unknown ${words.kind} link format v${version}`);
  }
  const encoded = match[2];
  if (encoded.length > (format.maxChars ?? Infinity)) throw tooLong(link, encoded.length, format.maxChars);
  const bytes = fromBase64Url(encoded, link);
  if (bytes.length < format.minBytes) throw new ShareFormatError(`the ${link} is cut off (too short to hold a whole ${words.holds})`);
  if (new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) !== crc32(bytes.subarray(CRC_BYTES))) {
    const ask = words.askFrom ? `Ask ${words.askFrom} for the link again` : 'Ask for the link again';
    throw new ShareFormatError(`this ${link} is damaged: its checksum does not match, so it was cut off or altered. ${ask}, or copy all of it.`);
  }
  const flags = bytes[CRC_BYTES];
  const deflated = format.deflate && (flags & FLAG_DEFLATED) !== 0;
  if (flags & ~(format.flags | (format.deflate ? FLAG_DEFLATED : 0))) {
    throw new ShareFormatError(`this ${link} uses features this page does not know (a newer Pathlab made it)`);
  }
  const head = new ByteReader(bytes.subarray(CRC_BYTES + 1));
  return {
    version,
    flags: flags & format.flags,
    head,
    body: async (maxBytes = Infinity) => {
      const rest = head.take(head.remaining);
      return deflated ? inflateRaw(rest, maxBytes, link) : rest;
    },
  };
}

/** A full URL for link text: baseUrl (default: the current page) without its fragment, '#', then the text. */
export function linkUrl(text, baseUrl = globalThis.location?.href ?? '') {
  return `${String(baseUrl).split('#')[0]}#${text}`;
}

/**
 * What a decoder that never throws answers for an error: a ShareFormatError's message (meant for the
 * user), or, for anything else (a bug), that the link could not be read and briefly why.
 * @param {unknown} error
 * @param {LinkFormat} format
 */
export function refusalOf(error, format) {
  if (error instanceof ShareFormatError) return error.message;
  const why = error instanceof Error ? error.message : error;
  return `this ${format.words.link} could not be read (${String(why).slice(0, 120)})`;
}

/** True when a URL, fragment or text holds a link of this format (by its prefix; it may still be damaged). */
export function isLinkOf(format, urlOrFragment) {
  return linkTextOf(String(urlOrFragment ?? '')).trim().startsWith(format.prefix);
}

/** The link text inside a URL or fragment: what follows the first '#', or all of it without one. */
export function linkTextOf(urlOrFragment) {
  const text = String(urlOrFragment);
  const hash = text.indexOf('#');
  return hash >= 0 ? text.slice(hash + 1) : text;
}

function tooLong(link, chars, limit) {
  return new ShareFormatError(`this ${link} is too long (${count(chars)} characters; at most ${count(limit)} are read)`);
}

/** A count for people: 16,777,216, not 16777216. */
function count(n) {
  return n.toLocaleString('en');
}
