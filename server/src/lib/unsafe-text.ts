/**
 * Characters a name must not carry and a terminal must not receive raw
 * (docs/support-cases.md "Attachment names", docs/admin.md): C0 and C1
 * control characters and DEL (a terminal acts on them: ESC sequences, and
 * U+009B is a one-byte CSI), bidirectional marks, embeddings, overrides and
 * isolates (U+202E makes "invoice\u202Efdp.exe" read "invoiceexe.pdf"),
 * zero-width characters, the line and paragraph separators, and the BOM.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/g;
// eslint-disable-next-line no-control-regex -- the same, line feed and tab allowed (a terminal's own layout)
const UNSAFE_BUT_LAYOUT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/g;

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The text without those characters. */
export function stripUnsafe(text: string): string {
  return text.replace(UNSAFE, '');
}

/** Each of those characters written as `\uXXXX` (six visible characters). */
export function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, escaped);
}

/**
 * What a terminal may print: line feeds and tabs kept, every other such
 * character as `\uXXXX`. In JSON output this is the same escape JSON uses,
 * so the JSON still decodes to the original text.
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE_BUT_LAYOUT, escaped);
}
