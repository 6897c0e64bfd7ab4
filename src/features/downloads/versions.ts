/** The released versions, written once in src/config/ (the stratum doctor reads them too). */
export { SOFTWARE_VERSIONS, type SoftwareKey } from '../../config/software-versions';
