/**
 * The stratum doctor's rules, as data: each rule's id (stable: support staff
 * quote it), the miners whose logs show it (each with fixture lines in
 * rules.test.ts), the lines that show it, the facts it reads, its texts
 * (stratumDoctor.rule.<id>.*), its help article, and the findings it
 * explains. docs/stratum-doctor.md lists them with the miners' log formats.
 */
import * as check from './checks';
import { GPU_CPU_MINERS, MINER_IDS } from './miners';
import type { HelpArticle, MinerId, Rule } from './types';

const ALL = MINER_IDS;
/** Stock Antminer firmware speaks no TLS, so its log never shows a certificate. */
const WITH_TLS = MINER_IDS.filter((m) => m !== 'cgminer');
/** Miners whose pool option takes host:port, not a URL. */
const HOST_PORT: readonly MinerId[] = ['lolminer', 'gminer', 'srbminer'];

const HELP = {
  stratum: { sub: 'stratum', id: 'what-is-stratum' },
  workers: { sub: 'stratum', id: 'worker-names' },
  location: { sub: 'stratum', id: 'choosing-location' },
  shares: { sub: 'troubleshooting', id: 'rejected-stale-shares' },
  offline: { sub: 'troubleshooting', id: 'rig-offline' },
  hardware: { sub: 'setup', id: 'supported-hardware-algorithms' },
  start: { sub: 'setup', id: 'start-mining' },
} as const satisfies Record<string, HelpArticle>;

export const RULES: readonly Rule[] = [
  {
    id: 'stratum-prefix-in-host',
    miners: HOST_PORT,
    patterns: [/(?:--pool|--server|-o)[ =]"?stratum\+(?:tcp|ssl|tls):\/\//i, /(?:can(?:'?t|not)|could ?n[o']?t|fail\w*|unable|error)\b.{0,80}?stratum\+(?:tcp|ssl|tls)/i],
    title: 'stratumDoctor.rule.stratum-prefix-in-host.title',
    explain: 'stratumDoctor.rule.stratum-prefix-in-host.explain',
    fix: 'stratumDoctor.rule.stratum-prefix-in-host.fix',
    help: HELP.stratum,
    supersedes: ['dns-failure', 'connection-refused'],
    check: check.checkPrefix,
  },
  {
    id: 'dns-failure',
    miners: ALL,
    patterns: [
      /can(?:'?t|not) resolve|could ?n[o']?t resolve|(?:failed|unable) to (?:resolve|look ?up)|resolve (?:failed|error)|DNS (?:error|failure|lookup)|no such host|host not found|host is unknown|name or service not known|unknown node or service|getaddrinfo|temporary failure in name resolution|lookup address information|nodename nor servname|ENOTFOUND/i,
      /Host ist unbekannt|хост неизвестен|不知道这样的主机|No se conoce ningún host|Hôte inconnu/i,
    ],
    title: 'stratumDoctor.rule.dns-failure.title',
    explain: 'stratumDoctor.rule.dns-failure.explain',
    fix: 'stratumDoctor.rule.dns-failure.fix',
    help: HELP.stratum,
    check: check.checkDns,
  },
  {
    id: 'wrong-port',
    miners: ALL,
    patterns: [],
    reads: ['endpoints'],
    title: 'stratumDoctor.rule.wrong-port.title',
    explain: 'stratumDoctor.rule.wrong-port.explain',
    fix: 'stratumDoctor.rule.wrong-port.fix',
    help: HELP.stratum,
    supersedes: ['connection-refused', 'port-blocked', 'tls-certificate'],
    check: check.checkPort,
  },
  {
    id: 'connection-refused',
    miners: ALL,
    patterns: [
      /connection refused|ECONNREFUSED|actively refused|refused (?:the|our|your) connection|os error 111\b|os error 10061|connection was refused/i,
      /Verbindung verweigerte|отверг запрос на подключение|积极拒绝|denegó expresamente|l'a expressément refusée/i,
    ],
    title: 'stratumDoctor.rule.connection-refused.title',
    explain: 'stratumDoctor.rule.connection-refused.explain',
    fix: 'stratumDoctor.rule.connection-refused.fix',
    help: HELP.offline,
  },
  {
    id: 'port-blocked',
    miners: ALL,
    patterns: [/(?:connect\w*|pool|socket|stratum|server)\b.{0,80}(?:timed? ?out|timeout)|ETIMEDOUT|os error 110\b|os error 10060|network is unreachable|no route to host/i],
    title: 'stratumDoctor.rule.port-blocked.title',
    explain: 'stratumDoctor.rule.port-blocked.explain',
    fix: 'stratumDoctor.rule.port-blocked.fix',
    help: HELP.stratum,
    check: check.checkPortBlocked,
  },
  {
    id: 'tls-certificate',
    miners: WITH_TLS,
    patterns: [/certificate|x509|CERTIFICATE_VERIFY_FAILED|(?:ssl|tls)[ _-]?handshake (?:failed|error)|handshake failure|wrong version number|UnknownIssuer|InvalidCertificate/i],
    title: 'stratumDoctor.rule.tls-certificate.title',
    explain: 'stratumDoctor.rule.tls-certificate.explain',
    fix: 'stratumDoctor.rule.tls-certificate.fix',
    help: HELP.stratum,
    check: check.checkTls,
  },
  {
    id: 'invalid-address',
    miners: ALL,
    patterns: [],
    reads: ['users'],
    title: 'stratumDoctor.rule.invalid-address.title',
    explain: 'stratumDoctor.rule.invalid-address.explain',
    fix: 'stratumDoctor.rule.invalid-address.fix',
    help: HELP.workers,
    supersedes: ['unauthorized'],
    check: check.checkAddress,
  },
  {
    id: 'wrong-coin-address',
    miners: ALL,
    patterns: [],
    reads: ['users'],
    title: 'stratumDoctor.rule.wrong-coin-address.title',
    explain: 'stratumDoctor.rule.wrong-coin-address.explain',
    fix: 'stratumDoctor.rule.wrong-coin-address.fix',
    help: HELP.workers,
    supersedes: ['unauthorized'],
    check: check.checkCoin,
  },
  {
    id: 'worker-name-invalid',
    miners: ALL,
    patterns: [/invalid worker|worker name.{0,20}(?:invalid|too long|not allowed)|bad worker|illegal worker/i],
    reads: ['users'],
    title: 'stratumDoctor.rule.worker-name-invalid.title',
    explain: 'stratumDoctor.rule.worker-name-invalid.explain',
    fix: 'stratumDoctor.rule.worker-name-invalid.fix',
    help: HELP.workers,
    supersedes: ['unauthorized'],
    check: check.checkWorker,
  },
  {
    id: 'unauthorized',
    miners: ALL,
    patterns: [
      /unauthori[sz]ed|not authori[sz]ed|authori[sz]ation (?:failed|error|rejected)|auth(?:entication)? failed|login (?:failed|error|rejected)|invalid (?:user|username|login|wallet)|rejected worker|access denied|wallet (?:is )?(?:not valid|invalid)/i,
    ],
    title: 'stratumDoctor.rule.unauthorized.title',
    explain: 'stratumDoctor.rule.unauthorized.explain',
    fix: 'stratumDoctor.rule.unauthorized.fix',
    help: HELP.workers,
  },
  {
    id: 'wrong-algorithm',
    miners: ALL,
    patterns: [],
    reads: ['endpoints', 'algorithms'],
    title: 'stratumDoctor.rule.wrong-algorithm.title',
    explain: 'stratumDoctor.rule.wrong-algorithm.explain',
    fix: 'stratumDoctor.rule.wrong-algorithm.fix',
    help: HELP.hardware,
    supersedes: ['low-difficulty-shares'],
    check: check.checkAlgorithm,
  },
  {
    id: 'low-difficulty-shares',
    miners: ALL,
    patterns: [/low[ -]difficulty|low diff\b|difficulty too low|diff(?:iculty)? (?:is )?too low|above target|high-hash/i],
    title: 'stratumDoctor.rule.low-difficulty-shares.title',
    explain: 'stratumDoctor.rule.low-difficulty-shares.explain',
    fix: 'stratumDoctor.rule.low-difficulty-shares.fix',
    help: HELP.shares,
  },
  {
    id: 'stale-shares',
    miners: ALL,
    patterns: [],
    reads: ['shares', 'endpoints'],
    title: 'stratumDoctor.rule.stale-shares.title',
    explain: 'stratumDoctor.rule.stale-shares.explain',
    fix: 'stratumDoctor.rule.stale-shares.fix',
    help: HELP.location,
    check: check.checkStale,
  },
  {
    id: 'clock-skew',
    miners: ALL,
    patterns: [
      /clock skew|clock (?:is )?(?:wrong|off|behind|ahead|out of sync)|system (?:time|clock) (?:is )?(?:wrong|off|incorrect|not set|out of sync)|time (?:is )?not synchroni[sz]ed|not yet valid|ntp\w*.{0,40}(?:fail|unsynchroni[sz]ed|not synchroni[sz]ed|no server)/i,
    ],
    reads: ['dates'],
    title: 'stratumDoctor.rule.clock-skew.title',
    explain: 'stratumDoctor.rule.clock-skew.explain',
    fix: 'stratumDoctor.rule.clock-skew.fix',
    help: HELP.shares,
    supersedes: ['tls-certificate'],
    check: check.checkClock,
  },
  {
    id: 'out-of-memory',
    miners: GPU_CPU_MINERS,
    patterns: [
      /out of memory|not enough (?:gpu |device |free |video )?(?:memory|vram)|insufficient (?:gpu |device )?memory|CUDA_ERROR_OUT_OF_MEMORY|cudaErrorMemoryAllocation|CL_MEM_OBJECT_ALLOCATION_FAILURE|CL_OUT_OF_RESOURCES|memory allocation (?:failed|error)|(?:failed|unable) to allocate|can'?t allocate|do(?:es)? ?n[o']?t fit/i,
    ],
    title: 'stratumDoctor.rule.out-of-memory.title',
    explain: 'stratumDoctor.rule.out-of-memory.explain',
    fix: 'stratumDoctor.rule.out-of-memory.fix',
    help: HELP.hardware,
    check: check.checkMemory,
  },
  {
    id: 'no-connection-at-all',
    miners: ALL,
    patterns: [],
    reads: ['attempts'],
    title: 'stratumDoctor.rule.no-connection-at-all.title',
    explain: 'stratumDoctor.rule.no-connection-at-all.explain',
    fix: 'stratumDoctor.rule.no-connection-at-all.fix',
    help: HELP.start,
    check: check.checkNoConnection,
  },
];
