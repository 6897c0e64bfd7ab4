/**
 * Hosts that count as the product's main host for host-bound redirects
 * (/miami2023). Set at build time with VITE_MAIN_HOSTS (comma-separated);
 * the default is the production host and the loopback address the local
 * server and the browser tests use (http://localhost is then "another host").
 */
const DEFAULT_MAIN_HOSTS = 'hashvale.example,www.hashvale.example,127.0.0.1';

function parseHosts(list: string): string[] {
  return list
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

const configured: unknown = import.meta.env?.VITE_MAIN_HOSTS;

export const MAIN_HOSTS: readonly string[] = parseHosts(typeof configured === 'string' && configured ? configured : DEFAULT_MAIN_HOSTS);
