-- The HS code finder (issue 25). An administration's past declarations (goods description → code), imported as
-- CSV batches, teach the model; the model built from them and the tariff is kept here, so that every instance
-- serves the same one and a restart does not build it again.
create table hs_history_declaration (
  id bigint generated always as identity primary key,
  description text not null,
  code text not null,
  batch text not null,
  imported_at timestamptz not null default now()
);
create index hs_history_declaration_batch on hs_history_declaration (batch);

-- Each build of the model and what it was built from. The newest complete row is the one served: an instance
-- that sees a newer one than it holds loads it within one refresh interval. The bytes are written in chunks,
-- each in its own statement, so that no transaction holds the database (PGlite answers one at a time) while
-- megabytes go in; the row is marked complete once every chunk is in.
create table hs_model (
  id bigint generated always as identity primary key,
  version text not null unique,
  byte_size bigint not null,
  complete boolean not null default false,
  built_at timestamptz not null default now(),
  -- What the build learned from: examples by source, the tariff's version, the history's rows.
  trained_on jsonb not null
);

-- The bytes are the domain's encodeHsModel (UTF-8 JSON), gzipped, as the shipped model file is.
create table hs_model_chunk (
  model_id bigint not null references hs_model (id) on delete cascade,
  position integer not null,
  data bytea not null,
  primary key (model_id, position)
);
