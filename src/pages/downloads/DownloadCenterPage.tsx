import { RoutePage } from '../../components/page/RoutePage';

/** /download-center: its content arrives with the content issue, inside this module. */
export function DownloadCenterPage() {
  return <RoutePage name="downloadCenter" />;
}
