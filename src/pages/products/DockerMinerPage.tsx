import { Link } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { CopyButton } from '../../components/ui/CopyButton';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { DOCKER_RUN_COMMAND } from './docker-command';
import { ProductVideo } from './ProductVideo';
import './products.css';

/** /docker-miner: the one command that starts mining in a container, then the details. */
export function DockerMinerPage() {
  const intl = useIntl();
  return (
    <RoutePage
      name="dockerMiner"
      actions={
        <>
          <Link className="button" href={buildPath('guide', { url: 'docker-miner-linux' })}>
            <FormattedMessage id="docker.cta.guide" />
          </Link>
          <ProductVideo route="dockerMiner" />
        </>
      }
    >
      <section aria-labelledby="docker-command">
        <h2 id="docker-command">
          <FormattedMessage id="docker.command.heading" />
        </h2>
        <p>
          <FormattedMessage id="docker.command.text" />
        </p>
        <div className="command-block">
          <pre data-testid="docker-command">
            <code>{DOCKER_RUN_COMMAND}</code>
          </pre>
          <CopyButton value={DOCKER_RUN_COMMAND} label={intl.formatMessage({ id: 'docker.command.copy' })} />
        </div>
      </section>
      <PageArticle category="page" url="docker-miner" />
    </RoutePage>
  );
}
