-- Exchange rates published by central banks (Bangladesh Bank, the ECB), kept apart from the customs rates:
-- they inform traders but are not the rates duties are assessed at. One row per publication day, currency
-- and the currency the rate is counted in. Rows are never overwritten: a day once stored stays as published.
create table central_bank_import (
  id bigint generated always as identity primary key,
  source text not null,
  file_name text not null,
  first_date date not null,
  last_date date not null,
  row_count integer not null,
  sample boolean not null,
  imported_at timestamptz not null default now()
);

create table central_bank_rate (
  id bigint generated always as identity primary key,
  import_id bigint not null references central_bank_import (id),
  -- Who published the rate, as traders know it ("Bangladesh Bank", "European Central Bank").
  source text not null,
  rate_date date not null,
  currency_code text not null,
  currency_name text not null,
  -- The rate is what `units` of the currency cost in the quote currency (1 USD = 122.50 BDT; 1 EUR = 1.17 USD).
  quote_currency_code text not null,
  units integer not null default 1,
  buying_rate numeric,
  selling_rate numeric,
  mid_rate numeric not null,
  constraint central_bank_rate_codes check (currency_code ~ '^[A-Z]{3}$' and quote_currency_code ~ '^[A-Z]{3}$'),
  constraint central_bank_rate_units check (units > 0),
  constraint central_bank_rate_positive check (mid_rate > 0 and coalesce(buying_rate, 1) > 0 and coalesce(selling_rate, 1) > 0),
  constraint central_bank_rate_unique unique (source, rate_date, currency_code, quote_currency_code)
);
-- The search reads one publication day per source: the latest on or before the date asked.
create index central_bank_rate_day on central_bank_rate (rate_date, source);
