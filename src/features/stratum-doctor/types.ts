/** The stratum doctor's words: miners, rule ids, what a log says (facts) and what the doctor found. */
import type { MessageId } from '../../lib/intl';
import type { StratumProtocol } from '../../config/stratum';

export type MinerId =
  'trex' | 'gminer' | 'lolminer' | 'nbminer' | 'teamredminer' | 'srbminer' | 'xmrig' | 'cgminer' | 'braiins' | 'hashvale-miner' | 'quickminer';

export type RuleId =
  | 'dns-failure'
  | 'connection-refused'
  | 'port-blocked'
  | 'tls-certificate'
  | 'stratum-prefix-in-host'
  | 'wrong-port'
  | 'invalid-address'
  | 'wrong-coin-address'
  | 'worker-name-invalid'
  | 'unauthorized'
  | 'wrong-algorithm'
  | 'low-difficulty-shares'
  | 'stale-shares'
  | 'clock-skew'
  | 'out-of-memory'
  | 'no-connection-at-all';

/** A line of the paste: its number (from 1) and text. */
export interface LogLine {
  number: number;
  text: string;
}

/** A pool address as the paste writes it. */
export interface SeenEndpoint {
  /** As written: `stratum+tcp://host:9200`, `host:9200`, `host`. */
  token: string;
  host: string;
  port?: number;
  /** From the scheme, or from the miner's TLS switch on the same line. */
  protocol?: StratumProtocol;
  line: LogLine;
}

/** A miner user as the paste writes it: an address, a worker, or both (`address.worker`). */
export interface SeenUser {
  address?: string;
  worker?: string;
  line: LogLine;
}

/** What the whole paste says, gathered line by line. */
export interface Facts {
  miner?: MinerId;
  endpoints: SeenEndpoint[];
  users: SeenUser[];
  /** Algorithm names as the miner writes them (`ethash`, `rx/0`), or an ASIC's chip's. */
  algorithms: Array<{ name: string; line: LogLine }>;
  /** A command line or config entry naming the pool: the line a fix rewrites. */
  setting?: LogLine;
  /** Lines that show a connection tried or a pool answering. */
  attempts: number;
  accepted: number;
  stale: number;
  latencySumMs: number;
  latencyCount: number;
  /** Largest card memory and dataset size the log names, in MB. */
  cardMemoryMb?: number;
  datasetMb?: number;
  /** The last dated line's date. */
  lastDate?: { year: number; month: number; day: number; line: LogLine };
  /** Lines that start with a date or a time: a log's, not a command line's or a config file's. */
  stampedLines: number;
  lines: number;
  /** Lines that are a command line or a config entry. */
  settingLines: number;
}

/** A rule's lines seen in the paste: the first few, and how many in all. */
export interface Occurrence {
  lines: LogLine[];
  count: number;
  /** The first line's match. */
  match: RegExpExecArray;
}

export interface DoctorEnv {
  /** The reader's time zone (the nearer location when share times do not tell). */
  timeZone: string;
  /** Now, in ms (a log dated in the future means the rig's clock is ahead). */
  now: number;
}

/** What a rule adds to its finding beyond its texts. */
export interface Detail {
  /** The exact corrected line, where one can be written. */
  corrected?: string;
  /** Values of the rule's messages' placeholders. */
  values?: Record<string, string | number>;
  /** Out of memory: the memory needed and cards that have it. */
  cards?: { minGb: number; names: readonly string[] };
  /** The lines to show, when they are not the rule's pattern's (a user or pool line the facts came from). */
  lines?: LogLine[];
}

export interface HelpArticle {
  sub: string;
  id: string;
}

export interface RuleContext {
  occurrence?: Occurrence;
  facts: Facts;
  env: DoctorEnv;
}

export interface Rule {
  id: RuleId;
  /** The miners whose logs show this, each with a fixture line in the table test. */
  miners: readonly MinerId[];
  /** Lines that show the problem (any one), matched line by line. */
  patterns: readonly RegExp[];
  /**
   * Lower-case words of which every line the patterns match holds one: a line
   * with none is not matched at all, which keeps 5 MB under a second
   * (rules.test.ts checks them against every fixture line).
   */
  keywords: readonly string[];
  /** The facts (facts.ts) a rule reads at the end, with or without a pattern's line. */
  reads?: ReadonlyArray<'endpoints' | 'users' | 'algorithms' | 'shares' | 'dates' | 'attempts'>;
  title: MessageId;
  explain: MessageId;
  fix: MessageId;
  help: HelpArticle;
  /** Findings this one explains, which are then not shown. */
  supersedes?: readonly RuleId[];
  /** Whether it is a finding, and its detail; without it, any matching line is. */
  check?: (context: RuleContext) => Detail | null;
}

export interface Finding {
  rule: Rule;
  lines: LogLine[];
  count: number;
  detail: Detail;
}

/** What a paste is before any rule runs: the reason it cannot be read, or notes beside the findings. */
export type InputProblem = 'empty' | 'binary';
export type InputNote = 'truncated' | 'foreign-language';
