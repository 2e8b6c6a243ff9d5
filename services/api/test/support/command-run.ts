import type { CommandOutput } from '../../src/cli/run-with-app';
import type { TestApp } from './test-app';

/** A data-tooling command as its npm script runs it: arguments, environment, where its lines go; answers the exit code. */
export type Command = (args: readonly string[], env: NodeJS.ProcessEnv, output: CommandOutput) => Promise<number>;

/** The environment of a command run against the test app's own MySQL database. */
export function commandEnv(t: TestApp): NodeJS.ProcessEnv {
  if (t.config.database.type !== 'mysql') throw new Error('MySQL only');
  return { DATABASE_URL: t.config.database.url, LOG_LEVEL: 'error' };
}

/** Runs the command, keeping its output and error lines. */
export async function runCommand(command: Command, env: NodeJS.ProcessEnv, args: readonly string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(args, env, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, out, err };
}
