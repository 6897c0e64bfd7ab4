/**
 * Running a parsed admin command (command-line.ts) against a database: the
 * table's entry for its words (command-table.ts) runs it and renders its
 * result. The CLI and the admin socket both call it.
 */
import { createRepositories } from '../repositories/index.js';
import { COMMANDS, type AdminCommand } from './command-table.js';
import type { CommandContext, CommandOutput, CommandSpec } from './command-spec.js';

export type { CommandContext, CommandOutput, ContentReloadResult } from './command-spec.js';

export function runCommand(command: AdminCommand, context: CommandContext): Promise<CommandOutput> {
  const { name, ...input } = command;
  const spec: CommandSpec<object> = COMMANDS[name];
  return spec.run(input, { ...context, repos: context.repos ?? createRepositories(context.db) });
}
