/**
 * The shape of one admin command in the table (command-table.ts): its words,
 * the words and options it takes, its line of the usage text, how its input
 * is checked and what it runs. The usage text and the parser
 * (command-line.ts) are made from the table, so a command is written once.
 */
import type { Db } from '../db/db.js';
import type { Repositories } from '../repositories/index.js';
import type { LoadResult } from '../content/load-content.js';
import type { Mailer } from '../mail/mailer.js';

/** Wrong arguments: the CLI prints the usage and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export type ContentReloadResult = LoadResult & { articles?: number };

export interface CommandContext {
  db: Db;
  /** The repositories over `db`: a running server passes its own (app.repos). */
  repos?: Repositories;
  /** How to set a flag; a running server passes app.systemFlags.set so the change is live. */
  setFlag?: (name: string, value: boolean) => Promise<void>;
  /** Tells a running server the status tables changed (it reloads its flags: an open maintenance window sets IS_MAINTENANCE). */
  statusChanged?: () => Promise<void>;
  /** How mail goes out (status updates to their subscribers); a running server passes its own, else the configured one. */
  mailer?: Mailer;
  /** A running server's reload (loads the files, rebuilds its index, drops cached content answers). */
  reloadContent?: () => Promise<ContentReloadResult>;
  /** Where the web app is served: the base of sign-in links (default: the configured public URL). */
  baseUrl?: string;
  now?: () => number;
}

/** What a command's run gets besides its input: the context, with its repositories. */
export type RunContext = CommandContext & { repos: Repositories };

export interface CommandOutput {
  /** What --json prints. */
  data: unknown;
  /** What a person reads. */
  text: string;
}

/** An option that takes a value; `value` names it in the usage (`<uuid>`, `OPEN|CLOSED`). */
export interface OptionSpec {
  value: string;
  /** Missing (or empty) is wrong usage. */
  required?: boolean;
}

/** What a command's check gets: the words after the command's own, and its options by name (no dashes). */
export interface CommandInput {
  args: readonly string[];
  options: Readonly<Record<string, string | undefined>>;
}

export interface CommandSpec<I extends object> {
  /** The words after the command's own, as the usage names them (`<ID>`); more are wrong usage. */
  args?: readonly string[];
  options?: Readonly<Record<string, OptionSpec>>;
  /** What the command does, for the usage text. */
  usage: string;
  /** The command's input from its words and options, or a UsageError. */
  check(input: CommandInput): I;
  run(input: I, context: RunContext): Promise<CommandOutput>;
}

/** A table entry; only here so that TypeScript reads the input type off `check` for `run`. */
export function command<I extends object>(spec: CommandSpec<I>): CommandSpec<I> {
  return spec;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A support case's number as people quote it: 1001 or #1001. */
const CASE_NUMBER = /^#?\d{1,9}$/;

/** An id the way the database writes it (lower case), or a UsageError. */
export function uuid(value: string | undefined, problem: string): string {
  if (value === undefined || !UUID.test(value)) throw new UsageError(problem);
  return value.toLowerCase();
}

/** A row id of 1 to 9 digits. */
export function rowId(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new UsageError(`${what} (a number), got "${value ?? ''}"`);
  return Number(value);
}

/** A support case as staff name it: its number (1001, #1001) or its id. */
export function caseId(value: string | undefined, what: string): string {
  if (!value || !(CASE_NUMBER.test(value) || UUID.test(value))) throw new UsageError(`${what} needs a case number (e.g. 1001) or id, got "${value ?? ''}"`);
  return value.toLowerCase();
}

/** One of a list, when given. */
export function oneOf<T extends string>(value: string | undefined, list: readonly T[], option: string): T | undefined {
  if (value !== undefined && !(list as readonly string[]).includes(value)) {
    throw new UsageError(`--${option} must be one of ${list.join(', ')}, got "${value}"`);
  }
  return value as T | undefined;
}

/** Trimmed text of 1 to `max` characters. */
export function text(value: string | undefined, max: number, problem: string): string {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > max) throw new UsageError(problem);
  return trimmed;
}

/** `--org <uuid>` for a required option, `[--org <uuid>]` for another. */
function synopsis(words: string, spec: CommandSpec<object>): string {
  const options = Object.entries(spec.options ?? {}).map(([name, o]) => (o.required ? `--${name} ${o.value}` : `[--${name} ${o.value}]`));
  return [words, ...(spec.args ?? []), ...options].join(' ');
}

const WIDTH = 80;
/** Where a short command's text starts, on its own line. */
const COLUMN = 36;

function wrap(words: string, indent: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(/\s+/)) {
    if (line && indent + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line].map((l) => ' '.repeat(indent) + l);
}

/** The usage text: every command of the table, in its order, then the options every command takes. */
export function usageText(table: Readonly<Record<string, CommandSpec<object>>>): string {
  const commands = Object.entries(table).flatMap(([words, spec]) => {
    const head = `  ${synopsis(words, spec)}`;
    if (head.length < COLUMN - 1 && COLUMN + spec.usage.length <= WIDTH) return [head.padEnd(COLUMN) + spec.usage];
    return [head, ...wrap(spec.usage, 6)];
  });
  return [
    'Usage: npm run admin -- <command> [--json]',
    '',
    'Commands:',
    ...commands,
    '',
    'Options:',
    '  --json    Machine-readable output.',
    '  --help    This text.',
    '',
    ...wrap(
      'Reads DATA_DIR, DATABASE_URL and PORT like the server (PUBLIC_URL, when set, is the base of sign-in links). ' +
        'While the server runs, the command goes through its admin socket (<DATA_DIR>/admin.sock); otherwise it opens the database directly.',
      0,
    ),
  ].join('\n');
}
