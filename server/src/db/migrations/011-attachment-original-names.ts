/**
 * Attachment names are stored without control and bidi characters
 * (uploads/decode-uploads.ts); when a name lost some, the name as sent is
 * kept here, written with `\uXXXX` escapes only, for staff to see
 * (docs/support-cases.md "Attachment names"). NULL: the name came clean.
 */
export default /* sql */ `
ALTER TABLE support_attachments ADD COLUMN original_name text;
ALTER TABLE form_attachments ADD COLUMN original_name text;
`;
