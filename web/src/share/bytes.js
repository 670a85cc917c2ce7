// Byte-level helpers for the share-link codec: a growable writer, a bounds-checked
// reader, unpadded base64url and CRC-32. Pure JS, no DOM; works in Node and browsers.

/** Appends bytes, unsigned LEB128 varints, float64s and short UTF-8 strings. */
export class ByteWriter {
  constructor(capacity = 256) {
    this.bytes = new Uint8Array(capacity);
    this.length = 0;
  }

  #reserve(extra) {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(value) {
    this.#reserve(1);
    this.bytes[this.length++] = value;
  }

  /** An unsigned integer up to 2^53 - 1, 7 bits per byte, low bits first. */
  varint(value) {
    let rest = value;
    while (rest >= 0x80) {
      this.byte((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.byte(rest);
  }

  float64(value) {
    this.#reserve(8);
    new DataView(this.bytes.buffer).setFloat64(this.length, value, true);
    this.length += 8;
  }

  raw(bytes) {
    this.#reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Text as its UTF-8 byte length (a varint), then those bytes. */
  text(value) {
    const bytes = new TextEncoder().encode(value);
    this.varint(bytes.length);
    this.raw(bytes);
  }

  result() { return this.bytes.slice(0, this.length); }
}

/** Reads what ByteWriter writes; every read past the end or malformed value throws a ShareFormatError. */
export class ByteReader {
  constructor(bytes) {
    this.bytes = bytes;
    this.offset = 0;
  }

  get remaining() { return this.bytes.length - this.offset; }

  byte() {
    if (this.offset >= this.bytes.length) throw new ShareFormatError('the link ends too early');
    return this.bytes[this.offset++];
  }

  varint() {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
    throw new ShareFormatError('a number in the link is too long');
  }

  float64() {
    const bytes = this.take(8);
    return new DataView(bytes.buffer, bytes.byteOffset, 8).getFloat64(0, true);
  }

  take(count) {
    if (count > this.remaining) throw new ShareFormatError('the link ends too early');
    const out = this.bytes.subarray(this.offset, this.offset + count);
    this.offset += count;
    return out;
  }

  /**
   * Text as ByteWriter.text writes it, refused past maxBytes (before it is read) or when it is not UTF-8.
   * @param {number} maxBytes
   * @param {string} what names it in the messages: "the lesson's title"
   */
  text(maxBytes, what) {
    const length = this.varint();
    if (length > maxBytes) {
      throw new ShareFormatError(`${what} is too long (${length.toLocaleString('en')} bytes; at most ${maxBytes.toLocaleString('en')})`);
    }
    const bytes = this.take(length);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ShareFormatError(`${what} is not readable text`);
    }
  }
}

/** A problem with the link's content; its message is meant for the user. */
export class ShareFormatError extends Error {}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DECODE_TABLE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE_TABLE[ALPHABET.charCodeAt(i)] = i;

/** Unpadded base64url (RFC 4648 section 5). */
export function toBase64Url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * Decodes unpadded base64url; throws a ShareFormatError naming the first bad character.
 * @param {string} text
 * @param {string} [link] what its messages call the text ('lesson link')
 */
export function fromBase64Url(text, link = 'link') {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffered = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? DECODE_TABLE[code] : -1;
    if (value < 0) throw new ShareFormatError(`the ${link} contains a character that cannot be in it, at position ${i + 1}`);
    bits = (bits << 6) | value;
    buffered += 6;
    if (buffered >= 8) {
      buffered -= 8;
      out[o++] = (bits >> buffered) & 0xff;
    }
    bits &= 0xff;
  }
  if (text.length % 4 === 1) throw new ShareFormatError(`the ${link} is cut off (its length is impossible)`);
  return out;
}

const CRC_TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE[n] = c >>> 0;
}

/** CRC-32 (IEEE 802.3, as in zlib and PNG) of bytes. */
export function crc32(bytes) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
