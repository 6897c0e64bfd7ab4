/** The spec's rule lives in src/config/monitor.ts: the server's status page shows the value too. */
export { serviceStatusValue, type ServiceStatusValue } from '../../config/monitor';
