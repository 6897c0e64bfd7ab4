import { PRODUCT_VIDEOS, videoEmbedUrl, videoWatchUrl } from '../../config/product-videos';
import type { RouteName } from '../../config/paths';
import { VideoControl } from '../../features/modals/components/VideoControl';
import { useIntl, type MessageId } from '../../lib/intl';

/** The "Watch the video" control of a product page with a video (src/config/product-videos.ts); nothing on the others. */
export function ProductVideo({ route }: { route: RouteName }) {
  const intl = useIntl();
  const video = PRODUCT_VIDEOS[route];
  if (!video) return null;
  return (
    <VideoControl
      title={intl.formatMessage({ id: video.titleId as MessageId })}
      embedUrl={videoEmbedUrl(video)}
      watchUrl={videoWatchUrl(video)}
      durationSeconds={video.durationSeconds}
    />
  );
}
