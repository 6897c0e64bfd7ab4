/**
 * The admin command line, read with node:util's parseArgs against the command
 * table (command-table.ts): the same on the CLI side and on the admin socket,
 * which re-checks what it receives. Running a command is run-command.ts.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { COMMANDS, isCommandName, type AdminCommand, type CommandName } from './command-table.js';
import { UsageError, type CommandSpec } from './command-spec.js';

export { USAGE, type AdminCommand } from './command-table.js';
export { UsageError } from './command-spec.js';

export interface CommandLine {
  command: AdminCommand;
  /** Print machine-readable JSON instead of text. */
  json: boolean;
}

/** Options every command takes. */
const SWITCHES = new Set(['json', 'help']);

/** Every option of the table, each with a value, and the switches: parseArgs needs to know which options take a value. */
const OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  ...Object.fromEntries(Object.values(COMMANDS).flatMap((spec) => Object.keys(spec.options ?? {}).map((name) => [name, { type: 'string' }]))),
  ...Object.fromEntries([...SWITCHES].map((name) => [name, { type: 'boolean' }])),
};

/** The words and options as given; an option the table does not know, or a value missing or too many, is wrong usage. */
function read(args: readonly string[]) {
  // Not strict: the checks below say in one line what is wrong, and accept a value starting with one dash ("-1 BTC").
  const { tokens } = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
  const words: string[] = [];
  const options = new Map<string, string>();
  const switches = new Set<string>();
  for (const token of tokens) {
    if (token.kind === 'positional') words.push(token.value);
    if (token.kind !== 'option') continue;
    const { name, rawName, value, inlineValue } = token;
    if (!rawName.startsWith('--') || !Object.hasOwn(OPTIONS, name)) throw new UsageError(`Unknown option ${rawName}`);
    if (SWITCHES.has(name)) {
      if (inlineValue) throw new UsageError(`${rawName} takes no value`);
      switches.add(name);
    } else {
      // "--org --json": the value is missing, not "--json".
      if (value === undefined || (!inlineValue && value.startsWith('--'))) throw new UsageError(`${rawName} needs a value`);
      options.set(name, value);
    }
  }
  return { words, options, switches };
}

/** The command of the table the words name: three words ("status incident open"), two ("cases show"), or one ("notify"). */
function commandNamed(words: readonly string[]): CommandName {
  if (words[0] === undefined) throw new UsageError('No command given');
  for (let count = Math.min(3, words.length); count >= 1; count--) {
    const name = words.slice(0, count).join(' ');
    if (isCommandName(name)) return name;
  }
  throw new UsageError(`Unknown command "${words.slice(0, 2).join(' ')}"`);
}

export function parseCommandLine(args: readonly string[]): CommandLine {
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) throw new UsageError('Arguments must be strings');
  const { words, options, switches } = read(args);
  const json = switches.has('json');
  if (switches.has('help') || words[0] === 'help') return { command: { name: 'help' }, json };

  const name = commandNamed(words);
  const spec: CommandSpec<object> = COMMANDS[name];
  const rest = words.slice(name.split(' ').length);
  const taken = spec.args?.length ?? 0;
  if (rest.length > taken) throw new UsageError(`Unexpected argument "${rest[taken]}"`);
  for (const option of options.keys()) {
    if (!spec.options || !Object.hasOwn(spec.options, option)) throw new UsageError(`--${option} does not apply to "${name}"`);
  }
  for (const [option, { value, required }] of Object.entries(spec.options ?? {})) {
    if (required && !options.get(option)) throw new UsageError(`${name} needs --${option} ${value}`);
  }
  const input = spec.check({ args: rest, options: Object.fromEntries(options) });
  // Options not given are absent from the command, not undefined.
  const given = Object.entries(input).filter(([, v]) => v !== undefined);
  return { command: { name, ...Object.fromEntries(given) } as AdminCommand, json };
}
