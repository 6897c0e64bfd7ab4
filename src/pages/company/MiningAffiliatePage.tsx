/**
 * /mining-affiliate/:show?: the program (content/pages/mining-affiliate.md);
 * show=apply says how to apply and what to include, show=thankyou confirms an
 * application. The route table only lets these two values through.
 */
import { Link, useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';

const AFFILIATE_EMAIL = 'affiliates@hashvale.example';
const APPLY_ITEMS = ['who', 'audience', 'plan', 'wallet'] as const;

function ApplySection() {
  const href = `mailto:${AFFILIATE_EMAIL}?subject=${encodeURIComponent('Mining affiliate application')}`;
  return (
    <section className="card" aria-labelledby="affiliate-apply">
      <h2 id="affiliate-apply">
        <FormattedMessage id="miningAffiliate.apply.heading" />
      </h2>
      <p>
        <FormattedMessage id="miningAffiliate.apply.text" values={{ email: <a href={href}>{AFFILIATE_EMAIL}</a> }} />
      </p>
      <ul>
        {APPLY_ITEMS.map((item) => (
          <li key={item}>
            <FormattedMessage id={`miningAffiliate.apply.item.${item}`} />
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href={href}>
          <FormattedMessage id="company.contact.emailButton" values={{ email: AFFILIATE_EMAIL }} />
        </a>
      </p>
      <p>
        <Link href={buildPath('miningAffiliate')}>
          <FormattedMessage id="miningAffiliate.apply.back" />
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
      {show === 'thankyou' && <ThankYouSection />}
      <section>
        <PageArticle url="mining-affiliate" />
      </section>
    </RoutePage>
  );
}
