/**
 * /mining-affiliate/:show?: the program (content/pages/mining-affiliate.md);
 * show=apply is the application form, show=thankyou confirms an application
 * (only after a real one: the form's navigation carries it in history state). The route table only lets these two values through.
 */
import { Link, useLocation, useParams } from 'wouter';
import { FormEngine } from '../../features/forms/components/FormEngine';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

const APPLY_ITEMS = ['who', 'audience', 'plan', 'wallet'] as const;
/** History state set by a real submission: the thank-you section shows only after one. */
const SENT_STATE = { affiliateApplicationSent: true };

function ApplySection() {
  const [, navigate] = useLocation();
  return (
    <section className="card" aria-labelledby="affiliate-apply">
      <h2 id="affiliate-apply">
        <FormattedMessage id="miningAffiliate.apply.heading" />
      </h2>
      <ul>
        {APPLY_ITEMS.map((item) => (
          <li key={item}>
            <FormattedMessage id={`miningAffiliate.apply.item.${item}`} />
          </li>
        ))}
      </ul>
      <FormEngine form="miningAffiliate" onSent={() => navigate(buildPath('miningAffiliate', { show: 'thankyou' }), { state: SENT_STATE })} />
      <p>
        <Link href={buildPath('miningAffiliate')}>
          <FormattedMessage id="miningAffiliate.apply.back" />
        </Link>
      </p>
    </section>
  );
}

function NotAppliedSection() {
  return (
    <section className="card" aria-labelledby="affiliate-thanks">
      <h2 id="affiliate-thanks">
        <FormattedMessage id="miningAffiliate.notApplied.heading" />
      </h2>
      <p>
        <Link className="button" href={buildPath('miningAffiliate', { show: 'apply' })}>
          <FormattedMessage id="miningAffiliate.cta" />
        </Link>
      </p>
    </section>
  );
}

function ThankYouSection() {
  return (
    <section className="card" aria-labelledby="affiliate-thanks" role="status">
      <h2 id="affiliate-thanks">
        <FormattedMessage id="miningAffiliate.thankyou.heading" />
      </h2>
      <p>
        <FormattedMessage id="miningAffiliate.thankyou.text" />
      </p>
      <p>
        <FormattedMessage id="miningAffiliate.thankyou.next" />
      </p>
      <p>
        <Link href={buildPath('calculator')}>
          <FormattedMessage id="page.calculator.title" />
        </Link>
      </p>
    </section>
  );
}

function applied(): boolean {
  return typeof history !== 'undefined' && (history.state as typeof SENT_STATE | null)?.affiliateApplicationSent === true;
}

export function MiningAffiliatePage() {
  const { show } = useParams<{ show?: string }>();
  const actions =
    show === undefined ? (
      <Link className="button" href={buildPath('miningAffiliate', { show: 'apply' })}>
        <FormattedMessage id="miningAffiliate.cta" />
      </Link>
    ) : undefined;
  return (
    <RoutePage name="miningAffiliate" actions={actions}>
      {show === 'apply' && <ApplySection />}
      {show === 'thankyou' && (applied() ? <ThankYouSection /> : <NotAppliedSection />)}
      <section>
        <PageArticle url="mining-affiliate" />
      </section>
    </RoutePage>
  );
}
