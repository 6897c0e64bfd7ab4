/**
 * A description from the API contract (OpenAPI or AsyncAPI), in English. The
 * contract marks code the way CommonMark does, between backticks; each such
 * span is shown as code, the rest as plain text (never as HTML).
 */
import { Fragment } from 'react';

/** The text's parts: even indexes are prose, odd ones were between backticks. */
export function contractTextParts(text: string): string[] {
  const parts = text.split('`');
  // An odd number of backticks: the last one opens nothing and stays as text.
  if (parts.length % 2 === 0) return [...parts.slice(0, -2), `${parts[parts.length - 2]}\`${parts[parts.length - 1]}`];
  return parts;
}

export function ContractText({ text }: { text: string }) {
  return <>{contractTextParts(text).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}</>;
}
