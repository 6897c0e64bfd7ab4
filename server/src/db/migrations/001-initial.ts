/** Initial schema: reference data, organizations and API keys, content. */
export default /* sql */ `
CREATE TABLE system_flags (
  flag_name text PRIMARY KEY,
  flag_value boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE currencies (
  symbol text PRIMARY KEY,
  name text NOT NULL,
  subunits numeric NOT NULL,
  wallets text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL,
  delisted boolean NOT NULL DEFAULT false,
  base text NOT NULL,
  transaction_info_url text,
  address_info_url text,
  block_info_url text
);

CREATE TABLE mining_algorithms (
  algorithm text PRIMARY KEY,
  code integer NOT NULL UNIQUE,
  title text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  display_mining_factor text NOT NULL,
  mining_factor numeric NOT NULL,
  display_market_factor text NOT NULL,
  market_factor numeric NOT NULL,
  display_price_factor text NOT NULL,
  price_factor numeric NOT NULL,
  minimal_order_amount numeric NOT NULL,
  min_speed_limit numeric NOT NULL,
  max_speed_limit numeric NOT NULL,
  price_down_step numeric NOT NULL,
  color text NOT NULL,
  orders_enabled boolean NOT NULL DEFAULT true,
  enabled_markets text NOT NULL,
  -- Simulator inputs: BTC paid per market factor per day, and total speed in market units.
  base_paying numeric NOT NULL,
  base_speed numeric NOT NULL
);

CREATE TABLE mining_markets (
  market text PRIMARY KEY,
  sort_order integer NOT NULL
);

CREATE TABLE devices (
  id text PRIMARY KEY,
  name text NOT NULL,
  nice_name text NOT NULL UNIQUE,
  category text NOT NULL CHECK (category IN ('GPU', 'CPU', 'ASIC')),
  -- Speeds per algorithm in the algorithm's mining units (hash/s / mining factor).
  speeds jsonb NOT NULL,
  power integer NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE exchange_markets (
  symbol text PRIMARY KEY,
  base_asset text NOT NULL,
  quote_asset text NOT NULL,
  base_asset_precision integer NOT NULL,
  quote_asset_precision integer NOT NULL,
  status text NOT NULL DEFAULT 'TRADING',
  price_step numeric NOT NULL,
  pri_min_amount numeric NOT NULL,
  pri_max_amount numeric NOT NULL,
  sec_min_amount numeric NOT NULL,
  sec_max_amount numeric NOT NULL,
  min_price numeric NOT NULL,
  max_price numeric NOT NULL,
  -- Simulator inputs: the price the random walk is centred on, and its daily volatility.
  base_price numeric NOT NULL,
  volatility numeric NOT NULL,
  sort_order integer NOT NULL
);

-- Fiat currencies quoted in exchangeRate/list, relative to USD.
CREATE TABLE fiat_rates (
  currency text PRIMARY KEY,
  per_usd numeric NOT NULL
);

CREATE TABLE xch_countries (
  code char(2) PRIMARY KEY
);

-- Documents served whole (service fee info, minimum confirmations).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE support_categories (
  category text PRIMARY KEY,
  sub_categories text[] NOT NULL,
  position integer NOT NULL
);

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('PERSONAL', 'BUSINESS', 'SUB_ACCOUNT')),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  key uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The HMAC secret must be readable to verify signatures; it never leaves the server after creation.
  secret text NOT NULL,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Nonces seen per key, kept as long as a request with them could still be accepted.
CREATE TABLE api_nonces (
  api_key uuid NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (api_key, nonce)
);
CREATE INDEX api_nonces_expires_at ON api_nonces (expires_at);

CREATE TABLE accounts (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  currency text NOT NULL REFERENCES currencies(symbol),
  available numeric NOT NULL DEFAULT 0,
  pending numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, currency)
);

CREATE TABLE content_articles (
  id serial PRIMARY KEY,
  url text NOT NULL,
  lang text NOT NULL,
  category text NOT NULL,
  sub text NOT NULL DEFAULT '',
  subsub text NOT NULL DEFAULT '',
  title text NOT NULL,
  text text NOT NULL,
  date timestamptz NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  author text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  meta jsonb NOT NULL DEFAULT '{}',
  position integer NOT NULL DEFAULT 0,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(text, '')), 'B')
  ) STORED,
  UNIQUE (category, sub, url, lang)
);
CREATE INDEX content_articles_search ON content_articles USING gin (search);
CREATE INDEX content_articles_category ON content_articles (category, lang, date DESC);
`;
